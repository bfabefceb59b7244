import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './cluster'

/**
 * The deploy recipe (deploy/, docs/deploy.md) as the topology test runs it. systemd cannot run
 * here, so an instance is started the way `charity@<port>.service` would start it: the
 * unit's ExecStart arguments and Environment= lines, `%i` replaced by the port. The unit's
 * node path, WorkingDirectory (the checkout instead), user and hardening are not exercised;
 * the test's own values stand for the environment file, which systemd reads after
 * Environment= lines (its values win, as here). nginx runs the recipe's site file as shipped,
 * with the test's own per-machine files beside it (recipeSite).
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

/** The per-machine files the site file includes, as shipped (docs/deploy.md, step 6). */
export const SITE_PARTS = path.join(root, 'deploy/nginx/charity')

/**
 * The recipe's site file as the test runs it: `deploy/nginx/charity.conf` included exactly as
 * shipped, its three per-machine files (what an operator writes in /etc/nginx/charity/) written
 * into `dir`/charity/ for this machine: the upstream servers are `upstreams` (with the shipped
 * two-instance file's options), the TLS server listens on 127.0.0.1:`port` without TLS (no
 * certificate here; `nginx -t` of the shipped TLS file: nginx-recipe.test.ts), the redirect
 * server on 127.0.0.1:`httpPort`, and an X-Upstream header names the instance that answered.
 */
export function recipeSite(dir: string, port: number, httpPort: number, upstreams: number[]) {
  const shipped = readFileSync(path.join(SITE_PARTS, 'instances-two.conf'), 'utf8')
  const servers = [...shipped.matchAll(/^server 127\.0\.0\.1:\d+(.*);$/gm)]
  if (servers.length !== 2) throw new Error(`${SITE_PARTS}: expected two upstream servers`)
  const options = servers[0]![1]
  const parts = path.join(dir, 'charity')
  mkdirSync(parts, { recursive: true })
  const write = (name: string, lines: string[]) =>
    writeFileSync(path.join(parts, name), `${lines.join('\n')}\n`)
  write(
    'instances.conf',
    upstreams.map((p) => `server 127.0.0.1:${p}${options};`),
  )
  write('http.conf', [`listen 127.0.0.1:${httpPort};`, 'server_name localhost;'])
  write('https.conf', [`listen 127.0.0.1:${port};`, 'add_header X-Upstream $upstream_addr always;'])
  return `include ${SITE_FILE};`
}
