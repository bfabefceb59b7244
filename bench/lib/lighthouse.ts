import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_FLAGS, cpuSlowdownFor, measureBenchmarkIndex } from './cpu-calibration'
import { percentile } from './stats'
import type { LighthouseFigures } from './targets'

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100)

/**
 * Lighthouse's default (mobile) audit of `url` in Debian's Chromium: a Moto
 * G Power–sized screen, simulated slow 4G and a CPU slowdown calibrated to this host: before each
 * run, Lighthouse's BenchmarkIndex is measured in that browser and the multiplier follows
 * Lighthouse's guidance (cpu-calibration.ts), so every run measures the same mid-tier phone
 * whatever the host and its load at that moment. Each page is
 * audited `runs` times in a fresh browser; the run with the median
 * performance score is kept (one run varies by a few points), with every
 * run's score beside it (the home page's target holds for each run). The HTML report
 * of the kept run is written to `reportDir` to look into a miss.
 */
export async function auditPage(
  chromePath: string,
  page: { name: string; path: string },
  origin: string,
  runs: number,
  reportDir: string,
): Promise<LighthouseFigures> {
  const results: { figures: LighthouseFigures; html: string }[] = []
  const indexes: number[] = []
  const multipliers: number[] = []
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
    })
    try {
      const cpuSlowdownMultiplier = cpuSlowdownFor(await measureBenchmarkIndex(chrome.port))
      multipliers.push(cpuSlowdownMultiplier)
      const result = await lighthouse(new URL(page.path, origin).href, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        // Merged into the mobile preset: only the CPU slowdown changes.
        throttling: { cpuSlowdownMultiplier },
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`)
      indexes.push(lhr.environment.benchmarkIndex)
      const c = lhr.categories
      const a = lhr.audits
      results.push({
        html: String(result.report),
        figures: {
          name: page.name,
          path: page.path,
          performance: score(c.performance?.score),
          accessibility: score(c.accessibility?.score),
          bestPractices: score(c['best-practices']?.score),
          seo: score(c.seo?.score),
          lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
          cls: Number((a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        },
      })
    } finally {
      await chrome.kill()
    }
  }
  const scores = results.map((r) => r.figures.performance) // in the order they were taken
  results.sort((x, y) => x.figures.performance - y.figures.performance)
  const kept = results[Math.floor((results.length - 1) / 2)]!
  await mkdir(reportDir, { recursive: true })
  const slug = page.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await writeFile(path.join(reportDir, `${slug}.html`), kept.html)
  return {
    ...kept.figures,
    runs: scores,
    benchmarkIndex: Math.round(percentile(indexes, 50)),
    cpuSlowdown: multipliers,
  }
}
