/**
 * Next's two preview cookies (draft mode and the older preview mode): with either, Next renders
 * a page on every request instead of serving it from its build or its cache. The one-second cache
 * (micro-cache.mjs) must not keep such an answer, and the render gate (render-gate.mjs) must count
 * it as a render; both read the cookie here, so that they cannot disagree on its names.
 */
const PREVIEW_COOKIE_NAMES = ['__prerender_bypass', '__next_preview_data']

const PREVIEW_COOKIE = new RegExp(`(?:^|;\\s*)(?:${PREVIEW_COOKIE_NAMES.join('|')})=`)

/** @param {string | undefined} cookieHeader a request's `Cookie` header */
export const hasPreviewCookie = (cookieHeader) => PREVIEW_COOKIE.test(cookieHeader ?? '')
