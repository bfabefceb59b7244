/**
 * Run by crash-after-charge.int.test.ts in a child process on the test's database: confirms a
 * staged donation and is killed (SIGKILL, nothing runs after it) the moment the gateway has
 * charged, before the donation is recorded — the worst moment for a crash.
 * Arguments: the donor's e-mail and code. Environment: the parent's (DATABASE_URL, secrets).
 */
import { getPayload } from 'payload'
import { loadPayloadConfig } from '../../../scripts/lib/load-config'
import { SandboxGateway } from '@/features/donations/gateway/sandbox'
import { confirmDonation } from '@/features/donations/confirm/confirm.server'

const [email, otp] = process.argv.slice(2)
const charge = SandboxGateway.prototype.charge
SandboxGateway.prototype.charge = async function (...args: Parameters<typeof charge>) {
  const result = await charge.apply(this, args)
  process.stdout.write(`CHARGED ${JSON.stringify(result)}\n`)
  process.kill(process.pid, 'SIGKILL')
  await new Promise(() => undefined) // never resolves: the process is gone
  return result
}
const config = await loadPayloadConfig()
const payload = await getPayload({ config })
await confirmDonation(payload, { email, otp }, { ip: '198.51.100.7' })
process.stdout.write('NOT KILLED\n')
process.exit(0)
