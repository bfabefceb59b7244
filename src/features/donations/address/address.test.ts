import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromNominatim, NominatimAddressProvider } from './nominatim'
import { splitQuery } from './offline.server'

/** A local server answering in Nominatim's /search JSON shape (format=jsonv2, addressdetails=1). */
let server: Server
let base: string
const seen: URL[] = []
const headers: Record<string, string | string[] | undefined>[] = []
const NOMINATIM_ANSWER = [
  {
    place_id: 298_327_312,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 258_312_930,
    lat: '40.7519846',
    lon: '-73.9755938',
    category: 'building',
    type: 'office',
    place_rank: 30,
    importance: 0.2,
    addresstype: 'building',
    name: '',
    display_name:
      '485, Lexington Avenue, Manhattan, New York County, New York, 10017, United States',
    address: {
      house_number: '485',
      road: 'Lexington Avenue',
      suburb: 'Manhattan',
      county: 'New York County',
      city: 'New York',
      state: 'New York',
      'ISO3166-2-lvl4': 'US-NY',
      postcode: '10017',
      country: 'United States',
      country_code: 'us',
    },
    boundingbox: ['40.7517', '40.7522', '-73.9759', '-73.9752'],
  },
  {
    place_id: 1,
    lat: '30.0444',
    lon: '31.2357',
    display_name: 'Cairo, Cairo Governorate, Egypt',
    address: { city: 'Cairo', state: 'Cairo Governorate', country: 'Egypt', country_code: 'eg' },
  },
  { place_id: 2, lat: 'x', lon: '1', display_name: 'Broken', address: { country: 'Nowhere' } },
]

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    seen.push(url)
    headers.push(req.headers)
    res.setHeader('Content-Type', 'application/json')
    if (url.searchParams.get('q') === 'fail') {
      res.statusCode = 503
      return res.end('{"error":"busy"}')
    }
    res.end(JSON.stringify(url.pathname === '/nominatim/search' ? NOMINATIM_ANSWER : []))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Nominatim-compatible provider', () => {
  it('asks /search in English with address details and maps the answer', async () => {
    const provider = new NominatimAddressProvider(base, 'NewEgyptFoundation/1.0 (+http://test)')
    const found = await provider.suggest('485 Lexington ')
    const url = seen.at(-1)!
    expect(url.pathname).toBe('/nominatim/search')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: '485 Lexington',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
    })
    expect(headers.at(-1)!['user-agent']).toBe('NewEgyptFoundation/1.0 (+http://test)')
    expect(found).toEqual([
      {
        label: '485, Lexington Avenue, Manhattan, New York County, New York, 10017, United States',
        street: '485 Lexington Avenue',
        latitude: 40.7519846,
        longitude: -73.9755938,
        country: 'United States',
        state: 'New York',
        city: 'New York',
        zip_code: '10017',
      },
      {
        label: 'Cairo, Cairo Governorate, Egypt',
        street: 'Cairo, Cairo Governorate, Egypt',
        latitude: 30.0444,
        longitude: 31.2357,
        country: 'Egypt',
        state: 'Cairo Governorate',
        city: 'Cairo',
        zip_code: '',
      },
    ])
  })

  it('throws on an error answer (the route logs it and answers no suggestions)', async () => {
    await expect(new NominatimAddressProvider(base, 'ua').suggest('fail')).rejects.toThrow(
      'geocoder answered 503',
    )
  })

  it('skips places without coordinates or a country', () => {
    expect(fromNominatim({ lat: '1', lon: '2', address: {} })).toBeNull()
    expect(fromNominatim({ display_name: 'x', address: { country: 'Egypt' } })).toBeNull()
  })
})

describe('offline provider: where the city is in the query', () => {
  it('after the last comma, else the whole text; never the last word alone (issue 42)', () => {
    expect(splitQuery('12 Nile Corniche,  Cair')).toEqual([
      { head: '12 Nile Corniche', prefix: 'Cair' },
    ])
    expect(splitQuery('  Alexan ')).toEqual([{ head: '', prefix: 'Alexan' }])
    expect(splitQuery('12 Tahrir Street')).toEqual([{ head: '', prefix: '12 Tahrir Street' }])
  })
})
