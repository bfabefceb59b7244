import 'server-only'
import type { Payload } from 'payload'
import { env, siteUrl } from '@/lib/env'
import { NominatimAddressProvider } from './nominatim'
import { OfflineAddressProvider } from './offline.server'
import type { AddressProvider } from './types'

/** The configured provider: Nominatim-compatible when GEOCODER_URL is set, else offline. */
export function addressProvider(payload: Payload): AddressProvider {
  const url = env().GEOCODER_URL
  return url
    ? new NominatimAddressProvider(url, `NewEgyptFoundation/1.0 (+${siteUrl()})`)
    : new OfflineAddressProvider(payload)
}
