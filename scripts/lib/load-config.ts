/**
 * The Payload config for a script that loads it on demand (`await import()`): backup and
 * restore. Lexical's Node entries (lexical, @lexical/*) each wait at top level for their
 * real module, and several of them import one another in a cycle. Reached by one dynamic
 * import, that graph's evaluation sometimes never settled on Node 20 (the process exited 13,
 * "unsettled top-level await", or hung while the embedded PostgreSQL kept it alive): the
 * restore test's intermittent failure (issue 18). Evaluated one entry at a time first, each
 * settles before the config's own imports reach it. A static `import config` (prepare-db)
 * was never seen to fail: the whole graph is evaluated as one.
 */
const LEXICAL_FIRST = [
  'lexical',
  '@lexical/selection',
  '@lexical/utils',
  '@lexical/headless',
  '@lexical/extension', // the cycle: html, rich-text, clipboard, a11y, dragon, history
  '@lexical/list',
  '@lexical/table',
]

export async function loadPayloadConfig() {
  for (const name of LEXICAL_FIRST) await import(name)
  return (await import('../../src/payload.config')).default
}
