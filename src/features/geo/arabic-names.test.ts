import { describe, expect, it } from 'vitest'
import { arabicNameOf } from './arabic-names'

describe('Arabic names of the lists’ Egyptian places', () => {
  const known = [
    { nameAr: 'كفر الشيخ', nameEn: 'Kafr El Sheikh' },
    { nameAr: 'حلوان', nameEn: 'Helwan' },
    { nameAr: 'القاهرة', nameEn: 'Cairo' },
  ]
  it('matches once marks, case and hyphens are set aside', () => {
    expect(arabicNameOf('Kafr el-Sheikh', known)).toBe('كفر الشيخ')
    expect(arabicNameOf('Cairo', known)).toBe('القاهرة')
    expect(arabicNameOf('Cairo Governorate', known)).toBe('القاهرة')
  })
  it('a different spelling has no Arabic name (shown plain instead)', () => {
    expect(arabicNameOf('Ḩalwān', known)).toBeUndefined()
    expect(arabicNameOf('New Cairo', known)).toBeUndefined()
  })
})
