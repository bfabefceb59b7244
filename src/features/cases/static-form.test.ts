import { describe, expect, it } from 'vitest'
import {
  clubIdFor,
  governorateIdFor,
  purposeIdFor,
  STATIC_CLUBS,
  STATIC_GOVERNORATES,
} from './static-form'

describe('static case form mapping', () => {
  it('offers the 16 governorates plus other and the four clubs', () => {
    expect(STATIC_GOVERNORATES).toHaveLength(17)
    expect(STATIC_GOVERNORATES.at(-1)?.value).toBe('other')
    expect(STATIC_CLUBS.map((c) => c.value)).toEqual(['ahly', 'zamalek', 'ismaily', 'masry'])
  })
  it('maps choices to lookup ids by English name', () => {
    expect(purposeIdFor('kidney', [{ id: 7, name: 'Kidney' }])).toBe('7')
    expect(purposeIdFor('liver', [{ id: 7, name: 'Kidney' }])).toBe('')
    const govs = [
      { id: 10, name: 'كفر الشيخ', name_en: 'Kafr El Sheikh' },
      { id: 12, name: 'بورسعيد', name_en: 'Port Said' },
    ]
    expect(governorateIdFor('kafr-el-sheikh', govs)).toBe('10')
    expect(governorateIdFor('port-said', govs)).toBe('12')
    expect(governorateIdFor('other', govs)).toBe('other')
    const clubs = [
      { id: 4, name: 'New Egypt Club – Port Said' },
      { id: 11, name: 'New Egypt Club – Cairo' },
    ]
    expect(clubIdFor('masry', clubs)).toBe('4')
    expect(clubIdFor('ahly', clubs)).toBe('11')
    expect(clubIdFor('zamalek', clubs)).toBe('')
  })
})
