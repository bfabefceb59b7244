import { describe, expect, it } from 'vitest'
import { purposeIdOfPath } from './purpose-of-path'

describe('purposeIdOfPath', () => {
  it('reads the id of a purpose page', () => {
    expect(purposeIdOfPath('/donationServices/7')).toBe(7)
    expect(purposeIdOfPath('/donationServices/12/')).toBe(12)
  })
  it('is undefined elsewhere, for the list and for ids that are not positive whole numbers', () => {
    expect(purposeIdOfPath('/donationServices')).toBeUndefined()
    expect(purposeIdOfPath('/donationServices/0')).toBeUndefined()
    expect(purposeIdOfPath('/donationServices/abc')).toBeUndefined()
    expect(purposeIdOfPath('/activities/7')).toBeUndefined()
    expect(purposeIdOfPath('/x/donationServices/7')).toBeUndefined()
    expect(purposeIdOfPath(null)).toBeUndefined()
  })
})
