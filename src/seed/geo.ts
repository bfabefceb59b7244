import { City, Country, State } from 'country-state-city'
import type { Pool } from 'pg'

/**
 * Loads every country, state and city of the `country-state-city` package
 * (version pinned in package.json) in bulk. Ids are the 1-based positions in
 * the package's lists, so they are stable for a given package version.
 */
export async function seedGeo(pool: Pool, log: (msg: string) => void) {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM countries')
  if (Number(rows[0]?.n) > 0) return

  const countries = Country.getAllCountries()
  const countryId = new Map(countries.map((c, i) => [c.isoCode, i + 1]))
  const states = State.getAllStates()
  const stateId = new Map(states.map((s, i) => [`${s.countryCode}/${s.isoCode}`, i + 1]))
  const cities = City.getAllCities()

  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(
      `INSERT INTO countries (id, name_en, iso_code, phone_code)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[])`,
      [
        countries.map((_, i) => i + 1),
        countries.map((c) => c.name),
        countries.map((c) => c.isoCode),
        countries.map((c) => c.phonecode),
      ],
    )
    await client.query(
      `INSERT INTO states (id, name_en, iso_code, country_id)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::int[])`,
      [
        states.map((_, i) => i + 1),
        states.map((s) => s.name),
        states.map((s) => s.isoCode),
        states.map((s) => countryId.get(s.countryCode)),
      ],
    )
    const CHUNK = 20_000
    let kept = 0
    for (let start = 0; start < cities.length; start += CHUNK) {
      const ids: number[] = [],
        names: string[] = [],
        stateIds: number[] = [],
        lats: (string | null)[] = [],
        lngs: (string | null)[] = []
      cities.slice(start, start + CHUNK).forEach((c, j) => {
        const sid = stateId.get(`${c.countryCode}/${c.stateCode}`)
        if (!sid) return // a city whose state the package does not list
        ids.push(start + j + 1)
        names.push(c.name)
        stateIds.push(sid)
        lats.push(c.latitude ?? null)
        lngs.push(c.longitude ?? null)
      })
      kept += ids.length
      await client.query(
        `INSERT INTO cities (id, name_en, state_id, latitude, longitude)
         SELECT * FROM unnest($1::int[], $2::varchar[], $3::int[], $4::numeric[], $5::numeric[])`,
        [ids, names, stateIds, lats, lngs],
      )
    }
    for (const table of ['countries', 'states', 'cities']) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      )
    }
    await client.query('COMMIT')
    log(`Seeded ${countries.length} countries, ${states.length} states and ${kept} cities.`)
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}
