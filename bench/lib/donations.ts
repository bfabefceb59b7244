import pg from 'pg'
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/lib/security/xsrf'
import type { startSmtpCatcher } from '../../tests/helpers/smtp-catcher'
import { sleep } from './server'
import { percentile } from './stats'
import type { DonationFigures } from './targets'

type Catcher = Awaited<ReturnType<typeof startSmtpCatcher>>

/** The sandbox gateway's card that always goes through (README, test cards). */
const CARD = '4242 4242 4242 4242'
const CODE_SUBJECT = 'Your New Egypt Foundation donation code'

export interface DonationFlowOptions {
  origin: string
  catcher: Catcher
  databaseUrl: string
  donors: number
  seconds: number
  /** Where the donation goes: ids read from the running site. */
  refs: { purposeId: number; country: number; state: number; city: number }
}

/**
 * `donors` donors at once, each staging a donation (POST stage-donation),
 * reading the code from the e-mail the SMTP catcher received, and confirming
 * it (POST stage-donation/confirm) twice at the same moment, as a double
 * click would; over and over until `seconds` have passed. Each donation has
 * its own e-mail address and client address (X-Forwarded-For, as a proxy
 * sets it), so the forms' rate limits see distinct donors. Afterwards the
 * database is compared with what the donors were told: every confirmed
 * donation must be there once, with one gateway charge.
 */
export async function runDonationFlow(o: DonationFlowOptions): Promise<DonationFigures> {
  const run = Date.now().toString(36)
  const emailOf = (n: number) => `bench-${run}-${n}@bench.example`
  const xsrf = await xsrfToken(o.origin)
  const post = (path: string, body: unknown, ip: string) =>
    fetch(new URL(path, o.origin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${xsrf}`,
        [XSRF_HEADER]: xsrf,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })

  const confirmedEmails = new Set<string>()
  const stageMs: number[] = []
  const confirmMs: number[] = []
  const errorSamples: string[] = []
  let attempted = 0
  let errors = 0
  let duplicatesRefused = 0
  let duplicatesAccepted = 0
  const fail = (what: string) => {
    errors++
    if (errorSamples.length < 10) errorSamples.push(what)
  }

  let next = 0
  const endAt = Date.now() + o.seconds * 1000
  async function donor() {
    while (Date.now() < endAt) {
      const n = ++next
      attempted++
      const email = emailOf(n)
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
      try {
        let t = performance.now()
        const staged = await post('/api/donation/stage-donation', body(email, o.refs), ip)
        stageMs.push(performance.now() - t)
        if (staged.status !== 200) {
          fail(`stage ${staged.status}: ${await staged.text()}`)
          continue
        }
        const code = await codeFor(o.catcher, email)
        if (!code) {
          fail(`no code e-mail for ${email} within 15 s`)
          continue
        }
        t = performance.now()
        const answers = await Promise.all(
          [0, 1].map(async () => {
            const res = await post('/api/donation/stage-donation/confirm', { email, otp: code }, ip)
            return { status: res.status, text: await res.text() }
          }),
        )
        confirmMs.push(performance.now() - t)
        const accepted = answers.filter((a) => a.status === 200)
        const refused = answers.filter((a) => a.status === 422 || a.status === 409)
        if (accepted.length === 1) confirmedEmails.add(email)
        if (accepted.length === 2) {
          duplicatesAccepted++
          confirmedEmails.add(email)
        }
        if (accepted.length === 1 && refused.length === 1) duplicatesRefused++
        else if (accepted.length !== 2) {
          fail(`confirm ${answers.map((a) => `${a.status} ${a.text}`).join(' | ')}`)
        }
      } catch (error) {
        fail(`${email}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: o.donors }, donor))

  const db = await countInDatabase(o.databaseUrl, `bench-${run}-%`, [...confirmedEmails])
  return {
    donors: o.donors,
    seconds: o.seconds,
    attempted,
    completed: confirmedEmails.size,
    errors,
    duplicatesRefused,
    duplicatesAccepted,
    donationRowsInDb: db.rows,
    lost: db.lost,
    doubled: db.doubled,
    stageMedianMs: Math.round(percentile(stageMs, 50)),
    stageP99Ms: Math.round(percentile(stageMs, 99)),
    confirmMedianMs: Math.round(percentile(confirmMs, 50)),
    confirmP99Ms: Math.round(percentile(confirmMs, 99)),
    errorSamples,
  }
}

function body(email: string, refs: DonationFlowOptions['refs']) {
  return {
    first_name: 'Bench',
    last_name: 'Donor',
    email,
    phone: '201001234567',
    donations: [
      {
        donation_purpose_id: String(refs.purposeId),
        donation_amount: '25',
        is_repeat: '0',
        repeat_type: '',
      },
    ],
    cc_number: CARD,
    cc_name: 'Bench Donor',
    cc_exp_month: '12',
    cc_exp_year: String(new Date().getFullYear() + 2),
    cc_cvc: '123',
    street: '12 Nile Corniche',
    country: String(refs.country),
    state: String(refs.state),
    city: String(refs.city),
    zip_code: '11519',
    latitude: '30.0444',
    longitude: '31.2357',
  }
}

/** The XSRF-TOKEN cookie the API's POSTs must send back, as the site's API client gets it. */
export async function xsrfToken(origin: string): Promise<string> {
  const res = await fetch(new URL('/api/content/xsrf-token', origin))
  const prefix = `${XSRF_COOKIE}=`
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(prefix))
  if (!cookie) throw new Error(`The site did not hand out an ${XSRF_COOKIE} cookie`)
  return cookie.slice(prefix.length).split(';')[0]!
}

async function codeFor(catcher: Catcher, email: string): Promise<string | undefined> {
  const until = Date.now() + 15_000
  while (Date.now() < until) {
    const mail = catcher.to(email).find((m) => m.subject === CODE_SUBJECT)
    const code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1]
    if (code) return code
    await sleep(20)
  }
  return undefined
}

/**
 * What the database holds for this run: donation rows, donors told "confirmed"
 * without a row (lost), and staged donations with more than one donation row
 * or more than one gateway charge (doubled). Waits for the confirmations'
 * after-response work to settle first.
 */
async function countInDatabase(url: string, pattern: string, confirmed: string[]) {
  await sleep(2000)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: donations } = await client.query<{ email: string; n: string }>(
      `SELECT email, count(*)::text AS n FROM donations WHERE email LIKE $1 GROUP BY email`,
      [pattern],
    )
    const { rows: charges } = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM (
         SELECT sc.idempotency_key FROM sandbox_charges sc
         JOIN staged_donations s ON sc.idempotency_key = 'staged-donation:' || s.id
         WHERE s.email LIKE $1 GROUP BY sc.idempotency_key HAVING count(*) > 1) twice`,
      [pattern],
    )
    const inDb = new Map(donations.map((r) => [r.email, Number(r.n)]))
    return {
      rows: donations.reduce((a, r) => a + Number(r.n), 0),
      lost: confirmed.filter((e) => !inDb.has(e)).length,
      doubled: donations.filter((r) => Number(r.n) > 1).length + Number(charges[0]!.n),
    }
  } finally {
    await client.end()
  }
}
