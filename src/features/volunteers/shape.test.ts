import { describe, expect, it } from 'vitest'
import { shortName, toVolunteerListItem } from './shape'

describe('team volunteers', () => {
  it('cut a name to its first 3 words', () => {
    expect(shortName('Mariam Mohamed El Sayed Ali')).toBe('Mariam Mohamed El')
    expect(shortName('Dr. Hany Abdel Moneim')).toBe('Dr. Hany Abdel')
    expect(shortName('Nourhan Adel')).toBe('Nourhan Adel')
    expect(shortName('  Dina   Magdy  ')).toBe('Dina Magdy')
  })

  it('are listed as id, fullname_en, job and an absolute image URL', () => {
    const item = toVolunteerListItem(
      {
        id: 4,
        fullnameEn: 'Nourhan Adel',
        job: '',
        image: {
          id: 9,
          alt: 'x',
          url: 'http://localhost:3000/api/media/file/n.webp',
          sizes: { thumb: { url: 'http://localhost:3000/api/media/file/n-400x300.webp' } },
          updatedAt: '',
          createdAt: '',
        },
        updatedAt: '',
        createdAt: '',
      },
      'https://site.example',
    )
    expect(item).toEqual({
      id: 4,
      fullname_en: 'Nourhan Adel',
      job: null,
      image: 'https://site.example/api/media/file/n.webp',
    })
  })
})
