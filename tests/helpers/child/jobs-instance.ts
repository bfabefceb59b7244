/**
 * Started by tests/helpers/jobs-instance.ts: an instance of the web server as far as jobs go, on the
 * test's database. It calls Next's instrumentation hook (src/instrumentation.ts) as a server
 * start does, and then receives no request at all. Environment: the parent's, with
 * NEXT_RUNTIME=nodejs, JOBS_AUTORUN=true and a JOBS_CRON of seconds.
 */
import { loadPayloadConfig } from '../../../scripts/lib/load-config'

// Lexical's entries settle one at a time first (scripts/lib/load-config.ts), then the hook's
// own import of the config finds them evaluated.
await loadPayloadConfig()
const { register } = await import('../../../src/instrumentation')
await register()
process.stdout.write('REGISTERED\n')
