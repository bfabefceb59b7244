import { describe, expect, it } from 'vitest'
import { firstLoadAssets, fontFiles } from './first-load'
import { staticFileFor } from './load'
import { peerSection, referenceSection, renderMarkdown } from './report'
import { nginxConfig } from '../../tests/topology/cluster'
import { percentile } from './stats'
import { results, verdict } from './results-fixture'
import { peerChecks } from './peer-checks'
import { referenceChecks } from './targets'

describe('firstLoadAssets', () => {
  it('counts scripts, preloaded scripts and stylesheets of the site, once each', () => {
    const html = `<head>
      <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>
      <link rel="modulepreload" href="/_next/static/chunks/c.js"/>
      <link rel="preload" as="image" href="/images/hero-1.webp"/>
      <link rel="preload" as="font" href="/fonts/x.woff2"/>
      <link rel="icon" href="/favicon.ico"/>
      <script src="/_next/static/chunks/b.js" async=""></script>
      <script src='/_next/static/chunks/d.js?v=1&amp;x=2'></script>
      <script src="https://cdn.example.org/e.js"></script>
      <script src="//cdn.example.org/f.js"></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,""])</script>
    </head>`
    expect(firstLoadAssets(html)).toEqual({
      scripts: [
        '/_next/static/chunks/b.js',
        '/_next/static/chunks/d.js?v=1&x=2',
        '/_next/static/chunks/c.js',
      ],
      styles: ['/_next/static/chunks/a.css'],
    })
  })
})

describe('staticFileFor', () => {
  it('saves pages as .html and JSON answers as .json, dropping the query string', () => {
    expect(staticFileFor({ name: 'Home', path: '/', kind: 'page' })).toBe('/index.html')
    expect(staticFileFor({ name: 'List', path: '/newEgyptNews', kind: 'page' })).toBe(
      '/newEgyptNews.html',
    )
    expect(staticFileFor({ name: 'News', path: '/api/content/news?page=1', kind: 'json' })).toBe(
      '/api/content/news.json',
    )
  })
})

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i) // 100 … 1, unsorted on purpose
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 99)).toBe(0)
  })
})

describe('checkTargets', () => {
  it('sets each figure against the target of issue 10', () => {
    expect(verdict(results())).toEqual({
      // Issue 49: every run of every page ≥ 95 on the calibrated CPU, and TBT < 200 ms.
      'Lighthouse performance in every run (calibrated CPU), Home': true,
      'Lighthouse accessibility, Home': true,
      'Lighthouse best practices, Home': true,
      'Lighthouse SEO, Home': false,
      // Issue 24's home targets: one run of 96 (the median's own) is below 97.
      'Lighthouse performance in every run, Home': false,
      'Total blocking time, Home': true,
      'Largest contentful paint, Home': true,
      'p99 latency, Home': true,
      'Throughput ÷ static server, Home': true,
      'p99 latency, News JSON': false,
      'First-load JavaScript, Home': false,
      'Donations lost or doubled': true,
      'Donation stage p99, 20 donors at once': true,
      'Donation confirm p99, 20 donors at once': true,
      'Peak resident memory, Next.js server': true,
    })
  })

  it('refuses a server above 512 MB, and a measure of 0 MB (a broken measure)', () => {
    for (const bytes of [513 * 1024 ** 2, 0]) {
      const r = results()
      r.memory.serverPeakRssBytes = bytes
      expect(verdict(r)['Peak resident memory, Next.js server'], String(bytes)).toBe(false)
    }
  })

  it('fails the latency of an endpoint that answered errors, however fast', () => {
    const r = results()
    r.load[0] = { ...r.load[0]!, non2xx: 3 }
    expect(verdict(r)['p99 latency, Home']).toBe(false)
  })

  it('fails the donation flow when one is lost, doubled, accepted twice, or none completed', () => {
    for (const change of [
      { lost: 1 },
      { doubled: 1 },
      { duplicatesAccepted: 1 },
      { completed: 0 },
    ]) {
      const r = results()
      r.donations = { ...r.donations, ...change }
      expect(verdict(r)['Donations lost or doubled'], JSON.stringify(change)).toBe(false)
    }
  })

  it('holds first-load JavaScript to 120 KB compressed at most (issue 49)', () => {
    const at = (jsBytes: number) => {
      const r = results()
      r.firstLoad[0] = { ...r.firstLoad[0]!, jsBytes }
      return verdict(r)['First-load JavaScript, Home']
    }
    expect(at(120 * 1024)).toBe(true)
    expect(at(120 * 1024 + 1)).toBe(false)
    // The old line (< 150 KB) let the pages of issue 49 pass at 147.7-150.0 KB.
    expect(at(147.7 * 1024)).toBe(false)
  })

  it('a page at less than half the static throughput misses its target', () => {
    const r = results()
    r.load[0] = { ...r.load[0]!, requestsPerSecond: 499 }
    expect(verdict(r)['Throughput ÷ static server, Home']).toBe(false)
  })
})

describe('renderMarkdown', () => {
  it('shows each figure next to its target, and the count met', () => {
    const md = renderMarkdown(results())
    expect(md).toContain('Targets met: **12 of 16**')
    expect(md).toContain('| Home | `/` | 600 | 40 ms | 90 ms ✅ | 0 / 0 | 1000 | 0.60 ✅ |')
    expect(md).toContain('| Lighthouse SEO, Home | 92 | 100 | ❌ |')
    expect(md).toContain('| First-load JavaScript, Home | 160.0 KB | ≤ 120.0 KB | ❌ |')
    expect(md).toContain('| Lost / doubled (target 0) | 0 / 0 ✅ |')
  })

  it("lists the server's peak of each step under its overall peak", () => {
    const r = results()
    r.memory.serverPeakBySteps = [
      { step: 'Start and warm-up', serverPeakRssBytes: 250 * 1024 ** 2 },
      { step: 'Lighthouse (cold images)', serverPeakRssBytes: 500 * 1024 ** 2 },
    ]
    const md = renderMarkdown(r)
    expect(md).toContain(
      '| Next.js server (target ≤ 512 MB) | 500 MB ✅ |\n' +
        '| ↳ Next.js server during: Start and warm-up | 250 MB |\n' +
        '| ↳ Next.js server during: Lighthouse (cold images) | 500 MB |\n' +
        '| Embedded PostgreSQL (all its processes) | 200 MB |',
    )
  })
})

describe('the WordPress peer (issue 24)', () => {
  const run = (rps: number, p99: number) => ({
    requestsPerSecond: rps,
    medianMs: p99 / 2,
    p99Ms: p99,
    non2xx: 0,
    errors: 0,
  })
  const row = (ours: number, oursP99: number, wp: number, wpP99: number) => ({
    name: 'News list',
    oursPath: '/newEgyptNews',
    wordpressPath: '/',
    ours: run(ours, oursP99),
    wordpress: run(wp, wpP99),
  })

  it('meets the target at three times the throughput and a lower p99, not below', () => {
    expect(peerChecks(row(300, 80, 100, 400)).map((c) => c.met)).toEqual([true, true])
    expect(peerChecks(row(299, 80, 100, 400)).map((c) => c.met)).toEqual([false, true])
    expect(peerChecks(row(900, 400, 100, 400)).map((c) => c.met)).toEqual([true, false])
    // Answers that timed out (seen on a loaded machine) leave a low p99 that is not a win.
    const timedOut = row(0, 0, 6, 8000)
    timedOut.ours.errors = 96
    expect(peerChecks(timedOut).map((c) => c.met)).toEqual([false, false])
  })

  it('says in the report why WordPress was skipped, and lists its rows otherwise', () => {
    expect(
      peerSection({ peer: { skipped: 'not installed (nginx)', rows: [] } }).join('\n'),
    ).toMatch(/WordPress peer skipped: not installed \(nginx\)\./)
    const text = peerSection({
      peer: { wordpressVersion: '6.1.9', phpWorkers: 4, rows: [row(300, 80, 100, 400)] },
    }).join('\n')
    expect(text).toMatch(
      /\| News list `\/newEgyptNews` \/ `\/` \| 300 \| 80 ms \| 0 \/ 0 \| 100 \| 400 ms \| 3\.0 \| yes \|/,
    )
    expect(peerSection({})).toEqual([])
  })
})

describe('fontFiles', () => {
  it('lists the font files of @font-face rules, resolved against the stylesheet, same origin only', () => {
    const css = `@font-face{font-family:'Noto Naskh Arabic';font-display:swap;font-weight:400;src:url(../media/naskh-400.p.woff2) format('woff2'),url("../media/naskh-400.woff") format('woff');unicode-range:U+0600-06FF}
      .x{background:url(/images/bg.webp)}
      @font-face{font-family:X;src:url(https://fonts.example.org/x.woff2)}`
    expect(fontFiles(css, '/_next/static/css/app.css')).toEqual([
      '/_next/static/media/naskh-400.p.woff2',
    ])
    expect(fontFiles('.a{color:red}', '/a.css')).toEqual([])
  })
})

describe('the reference deployment (issue 24)', () => {
  const run = (rps: number) => ({
    requestsPerSecond: rps,
    medianMs: 5,
    p99Ms: 20,
    non2xx: 0,
    errors: 0,
  })
  const row = (twoCached: number, alone: number) => ({
    name: 'News list',
    path: '/newEgyptNews',
    nginxStatic: run(1000),
    twoCached: run(twoCached),
    two: run(300),
    one: run(200),
    alone: run(alone),
  })

  it('checks two instances with the cache against 0.9 and one alone against 0.4 of nginx static', () => {
    expect(referenceChecks(row(900, 400)).map((c) => c.met)).toEqual([true, true])
    expect(referenceChecks(row(899, 399)).map((c) => c.met)).toEqual([false, false])
    expect(referenceSection({ reference: { rows: [row(900, 400)] } }).join('\n')).toMatch(
      /\| 0\.90 ✅ \| 0\.40 ✅ \| 1\.50 \|/,
    )
  })

  it("gives nginx a proxy cache only when asked, README's sample otherwise", () => {
    const cached = nginxConfig('/tmp/x', 8080, [3000, 3001], { cache: true })
    expect(cached).toMatch(/proxy_cache_path \/tmp\/x\/cache .*keys_zone=pages/)
    expect(cached).toMatch(/proxy_cache pages;/)
    expect(nginxConfig('/tmp/x', 8080, [3000, 3001])).not.toMatch(/proxy_cache/)
  })
})
