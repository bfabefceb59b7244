import { describe, expect, it } from 'vitest'
import * as entities from '@/migrations/20261129_005424_legal_entities_currencies'
import * as dropReceiptSettings from '@/migrations/20261129_010142_drop_receipt_settings'
import { confirmWith, payload, setUpDonations, sql, staged } from './world'

/**
 * The foundation of currencies and legal entities (issue 44, decision 0113): gifts made the spec's
 * way are US dollars, general giving; the migration turns an install's filled receipt settings
 * into its US entity (a placeholder EIN is not carried); a currency without a row reads the
 * built-in defaults, in the reader's language.
 */
setUpDonations()

const entityModule = () => import('@/features/entities/entity.server')

describe('currencies and legal entities', () => {
  it('records a gift made without a currency as US dollars, every line general giving', async () => {
    const { body, code } = await staged()
    const result = await confirmWith(body.email, code)
    expect(result).toMatchObject({ kind: 'ok' })
    const [donation] = await sql<{ id: number; currency: string }>(
      `SELECT id, currency FROM donations WHERE email = $1`,
      [body.email],
    )
    expect(donation!.currency).toBe('USD')
    const lines = await sql<{ designation: string }>(
      `SELECT designation FROM donations_lines WHERE _parent_id = $1`,
      [donation!.id],
    )
    expect(lines.map((l) => l.designation)).toEqual(['general', 'general'])
    const plans = await sql<{ currency: string; designation: string }>(
      `SELECT currency, designation FROM recurring_plans WHERE email = $1`,
      [body.email],
    )
    expect(plans).toEqual([{ currency: 'USD', designation: 'general' }])
  })

  it('reads the defaults for a currency that has no entity yet, in English and Arabic', async () => {
    await sql(`DELETE FROM legal_entities`)
    const { entityForCurrency } = await entityModule()
    const egp = await entityForCurrency(payload, 'EGP', 'ar')
    expect(egp).toMatchObject({
      id: null,
      currency: 'EGP',
      gateway: 'paymob',
      name: 'مؤسسة مصر الجديدة (مصر)',
      registrationLabel: 'رقم القيد بوزارة التضامن الاجتماعي',
      registrationNumber: null,
      minAmount: 1_000,
    })
    expect((await entityForCurrency(payload, 'USD')).registrationLabel).toBe('EIN')
  })

  it('carries filled receipt settings into the US entity, and not a placeholder EIN, then drops them', async () => {
    const tables = async () =>
      (
        await sql<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'receipt_settings'`,
        )
      ).map((t) => t.name)
    // Migrated to the end: the receipt settings are gone (decision 0112).
    expect(await tables()).toEqual([])
    const run = async (ein: string) => {
      // Back to before entities, with the settings an install had filled, and forward again.
      const migration = { db: payload.db.drizzle, payload } as never
      await dropReceiptSettings.down(migration)
      await sql(`INSERT INTO receipt_settings (legal_name, address, ein) VALUES ($1, $2, $3)`, [
        'NEF Inc.',
        '1 Main St\nJersey City, NJ',
        ein,
      ])
      await entities.down(migration)
      await entities.up(migration)
      await dropReceiptSettings.up(migration)
      // The columns a later migration adds to the table these recreated (the entity's phone and
      // mail sender, decision 0130).
      await sql(
        `ALTER TABLE legal_entities ADD COLUMN IF NOT EXISTS phone varchar,
                                   ADD COLUMN IF NOT EXISTS mail_from varchar`,
      )
      const { entityForCurrency } = await entityModule()
      return entityForCurrency(payload, 'USD')
    }
    expect(await run('12-3456789')).toMatchObject({
      name: 'NEF Inc.',
      address: '1 Main St\nJersey City, NJ',
      registrationLabel: 'EIN',
      registrationNumber: '12-3456789',
      gateway: 'stripe',
      minAmount: 100,
      maxAmount: 1_000_000,
    })
    expect((await run('00-0000000')).registrationNumber).toBeNull()
    expect(await tables()).toEqual([])
    // Rows written before currencies existed are dollars after the migration.
    const currencies = await sql<{ currency: string }>(`SELECT DISTINCT currency FROM donations`)
    expect(currencies).toEqual([{ currency: 'USD' }])
  })
})
