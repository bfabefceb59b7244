import type { Pool } from 'pg'

/**
 * Rows for the dashboard's tests, written straight into PostgreSQL (the
 * donation collections refuse writes through Payload's API, and dates such
 * as created_at must be set). Only the columns the tables require.
 */
export const poolOf = (payload: unknown): Pool => (payload as { db: { pool: Pool } }).db.pool

export type Refs = { country: number; state: number; city: number; purpose: number }

export async function seedReferences(pool: Pool): Promise<Refs> {
  const one = async (sql: string, params: unknown[] = []) =>
    Number((await pool.query<{ id: number }>(`${sql} RETURNING id`, params)).rows[0]!.id)
  const country = await one(`INSERT INTO countries (name_en, iso_code) VALUES ('Egypt', 'EG')`)
  const state = await one(`INSERT INTO states (name_en, country_id) VALUES ('Cairo', $1)`, [
    country,
  ])
  const city = await one(`INSERT INTO cities (name_en, state_id) VALUES ('Cairo', $1)`, [state])
  // A purpose's name lives in its English _locales row (decision 0043).
  const purpose = await one(`INSERT INTO purposes DEFAULT VALUES`)
  await pool.query(
    `INSERT INTO purposes_locales (_locale, _parent_id, name) VALUES ('en', $1, 'Medical aid')`,
    [purpose],
  )
  return { country, state, city, purpose }
}

const ADDRESS = `'Street 1', $R1, $R2, $R3, '11511', 30.04, 31.23`
const withRefs = (sql: string, r: Refs) =>
  sql
    .replaceAll('$R1', String(r.country))
    .replaceAll('$R2', String(r.state))
    .replaceAll('$R3', String(r.city))

/** One donation; `net` in dollars (stored in cents, decision 0094). */
export async function insertDonation(
  pool: Pool,
  r: Refs,
  d: {
    donor: string
    paidAt: string
    net: number
    status?: 'paid' | 'refunded'
    /** Dollars given back by a partial refund (the gift stays paid). */
    refunded?: number
  },
) {
  await pool.query(
    withRefs(
      `INSERT INTO donations (paid_at, status, donor_name, first_name, last_name, email, phone,
         total, fee, net, refunded, card_brand, card_last4, card_exp_month, card_exp_year, charge_id,
         gateway, address_street, address_country_id, address_state_id, address_city_id,
         address_zip_code, address_latitude, address_longitude)
       VALUES ($1, $2, $3, 'A', 'B', 'donor@example.org', '01000000000', $4, 0, $4, $6, 'visa',
         '4242', 12, 2030, $5, 'sandbox', ${ADDRESS})`,
      r,
    ),
    [
      d.paidAt,
      d.status ?? 'paid',
      d.donor,
      Math.round(d.net * 100),
      `ch_${d.donor}_${d.paidAt}`,
      d.refunded === undefined ? null : Math.round(d.refunded * 100),
    ],
  )
}

/** `count` paid $10 donations (net $9.50), one every 47 minutes going back from `before`. */
export async function insertFillerDonations(pool: Pool, r: Refs, count: number, before: Date) {
  await pool.query(
    withRefs(
      `INSERT INTO donations (paid_at, status, donor_name, first_name, last_name, email, phone,
         total, fee, net, card_brand, card_last4, card_exp_month, card_exp_year, charge_id, gateway,
         address_street, address_country_id, address_state_id, address_city_id, address_zip_code,
         address_latitude, address_longitude)
       SELECT $1::timestamptz - g * interval '47 minutes', 'paid', 'Filler donor ' || g, 'A', 'B',
         'filler' || g || '@example.org', '01000000000', 1000, 50, 950, 'visa', '4242', 12, 2030,
         'ch_filler_' || g, 'sandbox', ${ADDRESS}
       FROM generate_series(1, $2::int) g`,
      r,
    ),
    [before, count],
  )
}

export async function insertStaged(
  pool: Pool,
  r: Refs,
  s: { createdAt: string; expiresAt: string; status: string },
) {
  await pool.query(
    withRefs(
      `INSERT INTO staged_donations (status, expires_at, first_name, last_name, email, phone, total,
         fee, net, card_brand, card_last4, card_exp_month, card_exp_year, gateway_token, code_hash,
         code_salt, address_street, address_country_id, address_state_id, address_city_id,
         address_zip_code, address_latitude, address_longitude, created_at)
       VALUES ($1, $2, 'A', 'B', 'staged@example.org', '01000000000', 1000, 0, 1000, 'visa', '4242',
         12, 2030, 'tok', 'hash', 'salt', ${ADDRESS}, $3)`,
      r,
    ),
    [s.status, s.expiresAt, s.createdAt],
  )
}

export async function insertPlan(
  pool: Pool,
  r: Refs,
  p: { donor: string; status: string; failedAttempts: number; updatedAt: string },
) {
  await pool.query(
    `INSERT INTO recurring_plans (status, donor_name, email, purpose_id, repeat_type, next_charge_at,
       failed_attempts, last_error, started_at, amount, card_brand, card_last4, card_exp_month,
       card_exp_year, gateway_token, updated_at)
     VALUES ($1, $2, 'plan@example.org', $3, 'monthly', $4, $5, 'Your card was declined.', $4, 2500,
       'visa', '0341', 12, 2030, 'tok', $4)`,
    [p.status, p.donor, r.purpose, p.updatedAt, p.failedAttempts],
  )
}

export async function insertVolunteer(
  pool: Pool,
  v: { name: string; status: string; createdAt: string },
) {
  await pool.query(
    `INSERT INTO volunteer_applications (fullname_en, email, phone, start_time, end_time, skills,
       terms_accepted_at, status, created_at)
     VALUES ($1, $2, '01000000000', '09:00', '17:00', 'Teaching', $3, $4, $3)`,
    [v.name, `${v.name.replaceAll(' ', '.')}@example.org`, v.createdAt, v.status],
  )
}

export async function insertMessage(
  pool: Pool,
  m: { subject: string; status: string; createdAt: string },
) {
  await pool.query(
    `INSERT INTO contact_messages (fullname, email, phone, subject, message, status, created_at)
     VALUES ('Mona Writer', 'mona@example.org', '01000000000', $1, 'Hello', $2, $3)`,
    [m.subject, m.status, m.createdAt],
  )
}

export async function insertCase(
  pool: Pool,
  c: { name: string; status: string; createdAt: string; governorate?: string },
) {
  await pool.query(
    `INSERT INTO case_requests (status, fullname, national_id, governorate_text, created_at)
     VALUES ($1, $2, 'x', $3, $4)`,
    [c.status, c.name, c.governorate ?? null, c.createdAt],
  )
}
