import { config } from 'zod'

/**
 * Runs in the browser before the app's modules (Next's instrumentation-client convention).
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying one: under
 * the pages' script policy (no 'unsafe-eval', decision 0025) that try is refused and reported as
 * a violation. Jitless, zod never tries; the browser's forms are small, the speed is the same.
 */
config({ jitless: true })
