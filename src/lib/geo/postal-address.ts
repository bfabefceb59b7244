/**
 * A donor's postal address as receipts print it, from the parts the donation form records
 * (street, city, state, ZIP, country): the street; the city, the state when it is not the same
 * name (Cairo, Cairo) and the ZIP; the country. Empty parts are left out.
 */
export interface AddressParts {
  street?: string | null
  city?: string | null
  state?: string | null
  zip?: string | null
  country?: string | null
}

const part = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

export function postalAddress(a: AddressParts): string {
  const city = part(a.city)
  const state = part(a.state)
  const place = [city, state.toLowerCase() === city.toLowerCase() ? '' : state]
    .filter(Boolean)
    .join(', ')
  return [part(a.street), [place, part(a.zip)].filter(Boolean).join(' '), part(a.country)]
    .filter(Boolean)
    .join('\n')
}
