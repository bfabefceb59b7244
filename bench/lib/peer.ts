import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from '../../scripts/lib/process'
import { BENCH, LOAD_ENDPOINTS } from './config'
import { hammer, type LoadRun } from './load'
import { ensureWordPressPackages, startWordPress } from './wordpress'

export interface PeerRow {
  name: string
  oursPath: string
  wordpressPath: string
  ours: LoadRun
  wordpress: LoadRun
}

export interface PeerFigures {
  /** Why WordPress was not measured (packages missing and not root, or it failed to start). */
  skipped?: string
  wordpressVersion?: string
  phpWorkers?: number
  rows: PeerRow[]
}

/**
 * Next's draft-mode cookie (the build's preview id): with it, Next renders an ISR page on every
 * request and skips its data cache, so each answer runs the page's code and its database
 * queries, as an uncached WordPress runs PHP and MariaDB (decision 0046). No page reads
 * draftMode(), so the HTML is the same as a visitor's.
 */
export function uncachedHeaders(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(root, BENCH.distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { preview: { previewModeId: string } }
  return { cookie: `__prerender_bypass=${manifest.preview.previewModeId}` }
}

/** Issue 24 item 3: our news list and article uncached against WordPress's, same load. */
export async function runPeer(loadOrigin: string, workDir: string): Promise<PeerFigures> {
  const why = ensureWordPressPackages()
  if (why) return { skipped: `WordPress ${why}`, rows: [] }
  let wp
  try {
    wp = await startWordPress(path.join(workDir, 'wordpress'))
  } catch (e) {
    return { skipped: `WordPress did not start: ${(e as Error).message.slice(0, 300)}`, rows: [] }
  }
  const headers = uncachedHeaders()
  const pages = [
    { name: 'News list', ours: LOAD_ENDPOINTS[1]!.path, wordpress: wp.newsPath },
    { name: 'News article', ours: LOAD_ENDPOINTS[2]!.path, wordpress: wp.articlePath },
  ]
  const rows: PeerRow[] = []
  try {
    for (const p of pages) {
      const oursUrl = new URL(p.ours, loadOrigin).href
      const res = await fetch(oursUrl, { headers })
      await res.arrayBuffer()
      // A bypass that stopped working would compare a cached page with WordPress: refuse it.
      if (!/no-store|no-cache/.test(res.headers.get('cache-control') ?? '')) {
        throw new Error(`${p.ours} with the draft-mode cookie is still cached`)
      }
      const wpUrl = wp.url + p.wordpress
      await hammer(oursUrl, 10, 2, headers)
      await hammer(wpUrl, 10, 2)
      const ours = await hammer(oursUrl, BENCH.load.connections, BENCH.load.seconds, headers)
      const wordpress = await hammer(wpUrl, BENCH.load.connections, BENCH.load.seconds)
      console.log(
        `  ${p.name}: ours uncached ${ours.requestsPerSecond} req/s, p99 ${ours.p99Ms} ms; ` +
          `WordPress ${wordpress.requestsPerSecond} req/s, p99 ${wordpress.p99Ms} ms`,
      )
      rows.push({ name: p.name, oursPath: p.ours, wordpressPath: p.wordpress, ours, wordpress })
    }
  } finally {
    await wp.stop()
  }
  return { wordpressVersion: wp.version, phpWorkers: wp.phpWorkers, rows }
}
