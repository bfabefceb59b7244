import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { nginxBin } from './cluster'
import { SITE_FILE, SITE_PARTS } from './recipe'

/**
 * `nginx -t` on the recipe's nginx files exactly as shipped (issue 65, item 2): the site file and
 * its per-machine files (two instances, then one machine) in an nginx folder laid out as
 * docs/deploy.md says, on this machine's nginx (Debian 12's 1.22.1 in CI: `http2 on;` failed
 * there). The certificate certbot would have made is a self-signed one, put at certbot's path
 * in a mount namespace of the check only (`unshare -m`): the machine's /etc is not touched.
 */
const work = mkdtempSync(path.join(tmpdir(), 'charity-nginx-recipe-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A copy of /etc with certbot's files for charity.example.org, mounted over /etc for nginx. */
function etcWithCertificate(): string {
  const etc = path.join(work, 'etc')
  execFileSync('cp', ['-a', '/etc/.', etc])
  const live = path.join(etc, 'letsencrypt/live/charity.example.org')
  mkdirSync(live, { recursive: true })
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
    ...['-subj', '/CN=charity.example.org'],
    ...['-keyout', path.join(live, 'privkey.pem'), '-out', path.join(live, 'fullchain.pem')],
  ])
  return etc
}

/** nginx's folder as /etc/nginx would be: its main file, and charity/ with `instances`. */
function nginxFolder(name: string, instances: string): string {
  const dir = path.join(work, name)
  mkdirSync(path.join(dir, 'charity'), { recursive: true })
  for (const part of ['http.conf', 'https.conf'])
    copyFileSync(path.join(SITE_PARTS, part), path.join(dir, 'charity', part))
  copyFileSync(path.join(SITE_PARTS, instances), path.join(dir, 'charity', 'instances.conf'))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${path.join(dir, t)};`)
    .join('\n  ')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${path.join(dir, 'nginx.pid')};\nerror_log stderr;\nevents {}\n` +
      `http {\n  ${temp}\n  include ${SITE_FILE};\n}\n`,
  )
  return path.join(dir, 'nginx.conf')
}

describe("the recipe's nginx files", () => {
  const etc = etcWithCertificate()

  it.each([
    ['two instances', 'instances-two.conf'],
    ['one machine', 'instances-one.conf'],
  ])('pass `nginx -t` as shipped (%s)', (name, instances) => {
    const conf = nginxFolder(name.replace(' ', '-'), instances)
    const version = spawnSync(nginxBin(), ['-v'], { encoding: 'utf8' }).stderr.trim()
    const check = spawnSync(
      'unshare',
      [
        '-m',
        'sh',
        '-c',
        'mount --bind "$1" /etc && exec "$2" -t -c "$3"',
        'sh',
        etc,
        nginxBin(),
        conf,
      ],
      { encoding: 'utf8' },
    )
    console.log(`[nginx] ${version}: ${check.stderr.trim().split('\n').join(' | ')}`)
    expect(check.stderr).toContain('test is successful')
    expect(check.stderr).not.toMatch(/\[(warn|emerg)\]/)
    expect(check.status).toBe(0)
  })

  it('ships HTTP/2 in the form nginx 1.22 and 1.24 know', () => {
    const https = readFileSync(path.join(SITE_PARTS, 'https.conf'), 'utf8')
    expect(https).toMatch(/^listen 443 ssl http2;$/m)
    expect(readFileSync(SITE_FILE, 'utf8')).not.toMatch(/^\s*http2\s+on;/m)
  })
})
