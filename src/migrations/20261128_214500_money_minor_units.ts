import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Money in integer minor units (decision 0094): every money column of the donation records held
 * dollars with cents (numeric, e.g. 10.50) and now holds whole cents (1050). The columns stay
 * numeric (Payload's number field); only the unit changes, so the schema snapshot is the one of
 * the previous migration and this file was written by hand. Amounts were always whole cents
 * (computed in cents by the server), so `round` loses nothing; it only guards against a stray
 * binary fraction. Activities' figures (typed by editors, shown as typed) are not money records.
 */
const COLUMNS: [table: string, column: string][] = [
  ['donations', 'total'],
  ['donations', 'fee'],
  ['donations', 'net'],
  ['donations', 'refunded'],
  ['donations_lines', 'amount'],
  ['donations_lines', 'fee'],
  ['staged_donations', 'total'],
  ['staged_donations', 'fee'],
  ['staged_donations', 'net'],
  ['staged_donations_lines', 'amount'],
  ['staged_donations_lines', 'fee'],
  ['recurring_plans', 'amount'],
  ['charges', 'amount'],
]

const setAll = (to: (column: string) => string) =>
  sql.raw(
    COLUMNS.map(([t, c]) => `UPDATE "${t}" SET "${c}" = ${to(`"${c}"`)} WHERE "${c}" IS NOT NULL;`).join(
      '\n',
    ),
  )

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(setAll((c) => `round(${c} * 100)`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(setAll((c) => `${c} / 100`))
}
