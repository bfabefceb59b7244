import { expect, test } from './fixtures'

/** Contract of the donation API's reference lookups (spec 000 section 7): data lists of id and name_en. */
type Item = { id: number; name_en: string }

test.describe('donation API lookups', () => {
  test('countries, then the states of Egypt, then the cities of a state', async ({ request }) => {
    const countries = await request.get('/api/donation/countries')
    expect(countries.status()).toBe(200)
    const { data } = (await countries.json()) as { data: Item[] }
    expect(data.length).toBe(250)
    // The spec's id and name_en, and the ISO code the form names countries by (decision 0089).
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'iso_code', 'name_en'])
    const names = data.map((c) => c.name_en)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    const egypt = data.find((c) => c.name_en === 'Egypt')!
    expect(egypt.id).toBeGreaterThan(0)

    const states = (await (await request.get(`/api/donation/states/${egypt.id}`)).json()) as {
      data: Item[]
    }
    const cairo = states.data.find((s) => s.name_en === 'Cairo')
    expect(cairo).toBeTruthy()

    const cities = (await (await request.get(`/api/donation/cities/${cairo!.id}`)).json()) as {
      data: Item[]
    }
    expect(cities.data.length).toBeGreaterThan(0)
    expect(cities.data.map((c) => c.name_en)).toContain('Cairo')
  })

  test('an unknown country or state answers 404 in the shared error shape', async ({ request }) => {
    for (const path of [
      '/api/donation/states/999999',
      '/api/donation/states/abc',
      '/api/donation/cities/0',
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      const body = await res.json()
      expect(body.error.status).toBe(404)
      expect(body.error.message).toMatch(/was not found\.$/)
    }
  })

  test('get-case-purposes lists the donation purposes as id and name', async ({ request }) => {
    const { data } = (await (await request.get('/api/donation/get-case-purposes')).json()) as {
      data: { id: number; name: string }[]
    }
    expect(data.length).toBeGreaterThanOrEqual(6)
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'name'])
    expect(data.map((p) => p.name)).toContain('Medical Care')
  })

  test('a path no endpoint serves answers 404 in the shared error shape, on every base', async ({
    request,
  }) => {
    for (const path of [
      '/api/donation/nothing-here',
      '/api/content/nothing/here',
      '/api/news-service/nothing',
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      expect(await res.json()).toEqual({
        error: { status: 404, message: `There is no GET ${path} endpoint.` },
      })
    }
  })
})
