import type { Secret } from '../../scripts/lib/log-secrets'
import { E2E } from './e2e-env'

/**
 * What the end-to-end tests type that must never reach the server's log: the test cards
 * (tests/e2e/donation-helpers.ts, donation.spec.ts), their CVC, the national ID of the case
 * forms, and the staff passwords (fixed ones and the patterns of those made per test).
 * The codes and link tokens the server e-mails are added from the caught mails.
 */
export const E2E_SECRETS: Secret[] = [
  { what: 'a test card number', value: '4242424242424242' },
  { what: 'a test card number', value: '4242 4242 4242 4242' },
  { what: 'a declined test card number', value: '4000000000000002' },
  { what: 'a declined test card number', value: '4000 0000 0000 0002' },
  { what: 'a CVC', value: /\b(?:cc_)?cvc\W{1,6}\d{3,4}\b/i },
  { what: 'a national ID', value: '29801011234567' },
  { what: 'the admin password', value: E2E.admin.password },
  // donation.spec.ts's staff accounts.
  { what: 'a staff password', value: 'Treasurer-Password-2026' },
  { what: 'a staff password', value: 'Editor-Password-2026' },
  { what: 'a test password', value: 'a-password-123' },
  { what: 'a wrong password', value: /wrong-password-\d+/ },
  { what: 'a per-test password', value: /Pw-[\w-]+-long-enough|New-[\w-]+-password/ },
]
