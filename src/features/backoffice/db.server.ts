import 'server-only'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import type { PeriodStarts } from './periods'
import type { Lang } from './texts'

/** Runs one SQL statement and returns its rows. */
export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>

/**
 * What every panel query gets: the database, the moment the dashboard is
 * drawn (one `now` for all figures), the office's period starts and the admin's language
 * (labels and lines are written in it).
 */
export type PanelContext = { query: Query; now: Date; periods: PeriodStarts; lang: Lang }

/**
 * Queries on the pool of Payload's PostgreSQL adapter: each figure is one
 * aggregate statement (counts and sums in the database, a few rows at most
 * come back), which Payload's local API cannot express without reading rows.
 * They skip Payload's access control: callers check the roles first (dashboard.server.ts).
 */
export function queryOf(payload: Payload): Query {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  return async <Row>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows as Row[]
}

/** Counts and sums come back from PostgreSQL as strings (bigint); figures are small numbers. */
export const num = (value: unknown): number => Number(value ?? 0)

export const iso = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined
