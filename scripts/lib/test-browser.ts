import { existsSync } from 'node:fs'

/**
 * The browser of the end-to-end tests: CHROME_PATH when set, else Debian's
 * `chromium-headless-shell`, else Debian's `chromium`.
 *
 * The headless shell is the same Chromium (one Debian source, one version) built without the
 * browser's own interface, as Playwright itself runs headless tests. On the 2-core CI machine
 * the browser was most of the suite's CPU, and the shell does the same pages with about a third
 * less (decision 0073). Lighthouse, in the bench, keeps the full browser: its scores are read
 * as a visitor's Chrome.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

export function testBrowserPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string {
  if (env.CHROME_PATH) return env.CHROME_PATH
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM
}
