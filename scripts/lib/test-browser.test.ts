import { describe, expect, it } from 'vitest'
import { FULL_CHROMIUM, HEADLESS_SHELL, testBrowserPath } from './test-browser'

describe('the end-to-end tests’ browser', () => {
  it('is CHROME_PATH when set, whatever is installed', () => {
    expect(testBrowserPath({ CHROME_PATH: '/opt/chrome' } as never, () => true)).toBe('/opt/chrome')
  })

  it('is the headless shell when installed, else the whole browser', () => {
    expect(testBrowserPath({} as never, (f) => f === HEADLESS_SHELL)).toBe(HEADLESS_SHELL)
    expect(testBrowserPath({} as never, () => false)).toBe(FULL_CHROMIUM)
  })
})
