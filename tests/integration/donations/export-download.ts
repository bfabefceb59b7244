import { parse } from 'csv-parse/sync'
import type { Payload, PayloadRequest } from 'payload'
import { expect } from 'vitest'

/** A staff member as the plugin's endpoints see `req.user`. */
export type StaffUser = { id: number; collection: 'users'; roles: string[] }

/** A treasurer account of this file's database. */
export async function makeTreasurer(payload: Payload, tag: string): Promise<StaffUser> {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `treasurer.${tag}@newegypt.example`,
      password: `${tag}-Test-2026-pw`,
      roles: ['treasurer'],
    } as never,
  })
  return { id: user.id, collection: 'users', roles: ['treasurer'] }
}

/**
 * Calls an endpoint of the import-export plugin's `exports` collection as the back office does
 * (the drawer posts JSON to /api/exports/download, or /api/exports/export-preview).
 */
export async function callExports(
  payload: Payload,
  user: StaffUser,
  path: '/download' | '/export-preview',
  body: unknown,
): Promise<Response> {
  const endpoint = (payload.collections.exports.config.endpoints || []).find((e) => e.path === path)
  if (!endpoint) throw new Error(`no ${path} endpoint`)
  const raw = new Request(`http://site.test/api/exports${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const req = Object.assign(raw, {
    payload,
    user,
    i18n: { t: (k: string) => k },
    t: (k: string) => k,
    routeParams: {},
    searchParams: new URLSearchParams(),
  }) as unknown as PayloadRequest
  return endpoint.handler(req)
}

/** A CSV download of the plugin, parsed: the header row first. */
export async function downloadCsv(
  payload: Payload,
  user: StaffUser,
  data: Record<string, unknown>,
): Promise<string[][]> {
  const res = await callExports(payload, user, '/download', { data: { format: 'csv', ...data } })
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
  return parse(await res.text(), { bom: true, relaxColumnCount: true }) as string[][]
}

/** The rows of a parsed CSV as header → cell. */
export const byHeader = ([header = [], ...rows]: string[][]) =>
  rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])))
