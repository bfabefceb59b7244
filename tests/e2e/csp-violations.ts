import type { Page, Response } from '@playwright/test'
import { expect } from './fixtures'

/** Content-Security-Policy checks shared by the pages' and the back office's tests (decision 0079). */

/** Records every Content-Security-Policy violation of the page, and console errors naming one. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) console.push(m.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    )
  })
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ]
}

/** The script directive of a document answer, checked strict: 'self' and hashes only. */
export async function strictScriptPolicy(res: Response | null, what: string) {
  expect(res?.status(), what).toBe(200)
  const policy = (await res!.allHeaders())['content-security-policy'] ?? ''
  const script = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
  expect(script, what).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
  expect(policy, what).toContain("frame-ancestors 'none'")
}
