import * as chromeLauncher from 'chrome-launcher'
import puppeteer from 'puppeteer-core'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { percentile } from './stats'

/**
 * Host-independent Lighthouse (issue 49, decision 0097). Lighthouse's CPU slowdown is relative to
 * the host: its default 4× turns a high-end desktop (BenchmarkIndex about 1533) into the mid-tier
 * phone its scores are meant for, and turns a slower or busier host into a slower phone (the same
 * build scored 71–88 on one machine, 95–99 on another). Lighthouse's documentation
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to calibrate the multiplier to the
 * host's BenchmarkIndex, with the breakpoints of the calculator it links
 * (lighthouse-cpu-throttling-calculator): 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×,
 * linear between them. The bench measures the index in the very browser that then runs the audit,
 * just before it, so a host that is slower at that moment gets a smaller multiplier and the page
 * is measured on the same phone.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650
  return Math.round(multiplier * 100) / 100
}

/** How many times the index is measured before each audit; the median is used. */
const SAMPLES = 3

/**
 * Lighthouse's own BenchmarkIndex (its page function, the one behind `environment.benchmarkIndex`),
 * run `SAMPLES` times in a blank tab of the Chrome listening on `port`; the median.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`
    const samples: number[] = []
    for (let i = 0; i < SAMPLES; i++) samples.push(Number(await page.evaluate(source)))
    await page.close()
    return Math.round(percentile(samples, 50))
  } finally {
    // Leaves Chrome running for Lighthouse: only this connection ends.
    await browser.disconnect()
  }
}

/** The host's index before the bench starts, in a Chrome of its own (the report's header). */
export async function hostBenchmarkIndex(chromePath: string): Promise<number | undefined> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    return await measureBenchmarkIndex(chrome.port)
  } catch (error) {
    console.warn(`  the host's CPU index could not be measured: ${String(error)}`)
    return undefined
  } finally {
    await chrome.kill()
  }
}

/** Headless Debian Chromium as the bench runs it (as root, in a container). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
]
