import { config } from 'zod/v4/core'

/**
 * Imported first by every module that builds schemas in the browser (the field builders, the
 * form resolver, the case-status schema), so it runs before the first `z.object()` there.
 *
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying one when
 * an object schema is created: under the pages' script policy (no 'unsafe-eval', decision 0025)
 * that try is refused and reported as a violation. Jitless, zod never tries; the browser's forms
 * are small, the speed is the same. It used to be set by src/instrumentation-client.ts, which
 * put zod's core (5 KB compressed) into every page's first load for it (issue 24, decision
 * 0056). The server keeps zod's compiled parsers: no script policy applies there.
 */
if (typeof window !== 'undefined') config({ jitless: true })
