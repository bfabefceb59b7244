/**
 * `npm run build:production`: the production build for a deploy without the launcher
 * (docs/deploy.md): the back office's import map, `next build`, then one copy of each server
 * chunk (decision 0066), with the environment of the site (DATABASE_URL and the rest, e.g.
 * `node --env-file=/etc/charity/charity.env`). `npm start` does the same when its sources changed.
 * With a database reachable (DATABASE_URL, migrated first), pages are prerendered with their
 * content; without one, they are built empty and rendered on their first visit (decision 0090).
 */
import path from 'node:path'
import { loadEnv } from '../src/lib/env'
import { dedupeServerChunks } from './lib/dedupe-server-chunks'
import { bin, payloadCli, root, run } from './lib/process'

try {
  loadEnv()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await payloadCli(['generate:importmap'], env)
  await run(bin('next'), ['build'], env)
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const deduped = dedupeServerChunks(distDir)
  console.log(`Built into ${distDir} (${deduped.linked} duplicate server chunks linked).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
