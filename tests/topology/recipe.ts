import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './cluster'

/**
 * The deploy recipe (deploy/, docs/deploy.md) as the topology test runs it. systemd cannot run
 * here, so an instance is started the way `charity@<port>.service` would start it: the
 * unit's ExecStart arguments and Environment= lines, `%i` replaced by the port. The unit's
 * node path, WorkingDirectory (the checkout instead), user and hardening are not exercised;
 * the test's own values stand for the environment file, which systemd reads after
 * Environment= lines (its values win, as here). nginx runs the recipe's site file with its
 * upstream ports and TLS listener swapped for the test's.
 */
export const UNIT_FILE = path.join(root, 'deploy/systemd/charity@.service')
export const SITE_FILE = path.join(root, 'deploy/nginx/charity.conf')

export interface UnitLaunch {
  /** Node's arguments after the binary (flags, then the script). */
  args: string[]
  /** The Environment= lines, in order. */
  env: Record<string, string>
}

/** What `charity@<port>.service` runs: ExecStart without its node binary, and its Environment. */
export function unitLaunch(port: number, text = readFileSync(UNIT_FILE, 'utf8')): UnitLaunch {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.replaceAll('%i', String(port)))
  const exec = lines.filter((l) => l.startsWith('ExecStart='))
  if (exec.length !== 1) throw new Error(`${UNIT_FILE}: expected one ExecStart line`)
  const [binary, ...args] = exec[0]!.slice('ExecStart='.length).split(/\s+/)
  if (!/\/node$/.test(binary!)) throw new Error(`${UNIT_FILE}: ExecStart must run node`)
  const env: Record<string, string> = {}
  for (const l of lines.filter((x) => x.startsWith('Environment='))) {
    const [key, ...value] = l.slice('Environment='.length).split('=')
    env[key!] = value.join('=').replace(/^"(.*)"$/, '$1')
  }
  return { args, env }
}

/** The text of a `name … {` block of `text`, braces included, from `start`. */
function blockAt(text: string, start: number): string {
  let depth = 0
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1)
  }
  throw new Error(`${SITE_FILE}: unbalanced braces`)
}

/**
 * The recipe's site file made runnable here: the upstream's servers are `upstreams`, the TLS
 * server block listens on 127.0.0.1:`port` without TLS, the port-80 redirect is left out, and
 * an X-Upstream header names the instance that answered (for the test's checks).
 */
export function recipeSite(
  port: number,
  upstreams: number[],
  text = readFileSync(SITE_FILE, 'utf8'),
) {
  const upstream = blockAt(text, text.indexOf('upstream charity'))
  const servers = [...upstream.matchAll(/^\s*server 127\.0\.0\.1:\d+(.*);$/gm)]
  if (servers.length !== 2) throw new Error(`${SITE_FILE}: expected two upstream servers`)
  const options = servers[0]![1]
  const ours = upstream
    .replace(/^\s*server 127\.0\.0\.1:\d+.*;\n/gm, '')
    .replace('{', `{\n${upstreams.map((p) => `    server 127.0.0.1:${p}${options};`).join('\n')}`)
  const tlsAt = [...text.matchAll(/^server \{/gm)]
    .map((m) => m.index)
    .find((at) => blockAt(text, at).includes('listen 443'))
  if (tlsAt === undefined) throw new Error(`${SITE_FILE}: no server block listening on 443`)
  const site = blockAt(text, tlsAt)
    .split('\n')
    .filter((l) => !/^\s*(listen|ssl_\w+|http2|server_name)\b/.test(l))
    .join('\n')
    .replace(
      'server {',
      `server {\n    listen 127.0.0.1:${port};\n    add_header X-Upstream $upstream_addr always;`,
    )
  return `${ours}\n\n${site}\n`
}
