import { defineConfig, devices } from '@playwright/test'
import { E2E } from './tests/helpers/e2e-env'
import { testBrowserPath } from './scripts/lib/test-browser'

/**
 * End-to-end tests against the production build, in Debian's Chromium: its headless shell
 * (`apt-get install -y chromium-headless-shell`), or the full `chromium`; CHROME_PATH overrides
 * both (scripts/lib/test-browser.ts). The server
 * runs through the same launcher as `npm start`, on its own data folder,
 * build folder and ports, with mail going to a real SMTP server of the tests.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per server port, so suites run side by side never clear each other's results.
  outputDir: `test-results/${new URL(E2E.baseURL).port}`,
  // Under `next dev` (E2E_DEV=1) a page compiles on its first visit: more time for each.
  timeout: E2E.dev ? 180_000 : 60_000,
  expect: { timeout: E2E.dev ? 30_000 : 10_000 },
  workers: 2,
  // No retry, in CI too (issue 25: a flaky test is a bug to fix at its cause, and CI must pass
  // without the safety net). E2E_RETRIES=1 brings one back for a local hunt; `npm test`'s summary
  // still counts any test that passed only on a retry.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    // Animations off, as for visitors who ask for reduced motion: stable measurements.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testBrowserPath(),
      // This machine has no network: keep Chromium from trying to reach Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The desktop browser: every spec of tests/e2e, the layout check (which resizes) included.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: '**/phone/**' },
    // A phone as most visitors have one (issue 14): touch, mobile viewport, 390 × 844 at 3×.
    // Only the journeys of tests/e2e/phone/, done as a phone user does them.
    {
      name: 'phone',
      testDir: 'tests/e2e/phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'tsx tests/helpers/smtp-catcher-server.ts',
      url: `${E2E.mailApi}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Its whole output is kept in a file too, searched for secrets after the run
      // (scripts/check-e2e-log.ts). The shell and tee ignore the stop signal and wait for the
      // launcher, which handles it (a handler replaces an inherited "ignore"): the last lines
      // of its shutdown reach the file, and Playwright waits for the whole stop as before.
      command: `trap '' TERM; mkdir -p test-results; tsx scripts/start.ts${E2E.dev ? ' --dev' : ''} 2>&1 | tee ${E2E.serverLog}`,
      url: `${E2E.baseURL}/`,
      // The first run builds the site (several minutes on 2 cores).
      timeout: 25 * 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: E2E.serverEnv,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
})
