/**
 * The Payload config for a script run by tsx (prepare-db, restore, the test inventory).
 * Lexical's Node entries (lexical, @lexical/*) each wait at top level for their real module,
 * and several of them import one another in a cycle. On Node 20 that graph's evaluation
 * sometimes never settles when it is reached in one go — by `await import()` of the config
 * or by a static `import config` alike: the process exits 13 ("unsettled top-level await")
 * with nothing printed, or hangs while a child process (the embedded PostgreSQL) keeps it
 * alive. Seen in the backup test on a loaded machine (5 of 7 runs) and once in a CI rehearsal
 * from a script with static imports. Evaluated one entry at a time first, each settles before
 * the config's own imports reach it: 0 of 28 runs failed against 4 of 20 without.
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
