// zod's core rather than `zod`: the narrower import. Measured, it changed nothing (the 8.7 KB chunk
// of zod's core in every page's first load kept its hash: core's util module has top-level code);
// taking zod out of the frame needs `jitless` set where the forms load their schemas (issue 24).
import { config } from 'zod/v4/core'

/**
 * Runs in the browser before the app's modules (Next's instrumentation-client convention).
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying one: under
 * the pages' script policy (no 'unsafe-eval', decision 0025) that try is refused and reported as
 * a violation. Jitless, zod never tries; the browser's forms are small, the speed is the same.
 */
config({ jitless: true })
