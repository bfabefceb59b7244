// zod's core, not `zod`: the classic entry sets its English messages when imported, which kept all
// of it (about 8 KB compressed) in every page's first load; the forms' chunks import it anyway.
import { config } from 'zod/v4/core'

/**
 * Runs in the browser before the app's modules (Next's instrumentation-client convention).
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying one: under
 * the pages' script policy (no 'unsafe-eval', decision 0025) that try is refused and reported as
 * a violation. Jitless, zod never tries; the browser's forms are small, the speed is the same.
 */
config({ jitless: true })
