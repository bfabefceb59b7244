import { describe, expect, it } from 'vitest'
import type { Activity, Media } from '@/payload-types'
import { imagePath } from '@/lib/format'
import { absoluteUrl, toActivityDetail, toActivityListItem, toEventSummary } from './shape'

const origin = 'https://charity.example.org'
const media = (name: string): Media => ({
  id: 1,
  alt: name,
  url: `http://localhost:3000/api/media/file/${name}.webp`,
  sizes: { card: { url: `http://localhost:3000/api/media/file/${name}-768x512.webp` } },
  updatedAt: '',
  createdAt: '',
})

const activity: Activity = {
  id: 7,
  name: 'Aswan Medical Convoy',
  slug: 'aswan-medical-convoy',
  tag: 'Medical Convoy',
  excerpt: 'Two days of free consultations.',
  image: media('a'),
  images: [media('a'), media('b'), 3],
  details: [{ text: 'First.' }, { text: 'Second.' }],
  budget: 18400,
  target: 25000,
  startDate: '2025-05-16T00:00:00.000Z',
  startAt: '08:00',
  endDate: null,
  endAt: '',
  summary: {
    totalMoneyCollected: 18400,
    numberOfAttendees: 0,
    eventDate: '2025-05-16T00:00:00.000Z',
  },
  meta: { title: 'Meta title', description: '', image: media('m') },
  updatedAt: '',
  createdAt: '',
}

describe('activity API shapes', () => {
  it('makes image URLs absolute on the site origin', () => {
    expect(absoluteUrl('/api/media/file/x.webp', origin)).toBe(`${origin}/api/media/file/x.webp`)
    expect(absoluteUrl('http://localhost:3000/api/media/file/x.webp', `${origin}/`)).toBe(
      `${origin}/api/media/file/x.webp`,
    )
    expect(absoluteUrl(null, origin)).toBeNull()
    expect(imagePath(`${origin}/api/media/file/x.webp`)).toBe('/api/media/file/x.webp')
    expect(imagePath('/images/a.webp')).toBe('/images/a.webp')
  })

  it('lists an activity by id, slug, name, excerpt, image and tag', () => {
    expect(toActivityListItem(activity, origin)).toEqual({
      id: 7,
      slug: 'aswan-medical-convoy',
      name: 'Aswan Medical Convoy',
      excerpt: 'Two days of free consultations.',
      image: `${origin}/api/media/file/a-768x512.webp`,
      tag: 'Medical Convoy',
    })
  })

  it('gives the detail every field of spec 001, snake_case, empty values as null', () => {
    const d = toActivityDetail(activity, origin)
    expect(Object.keys(d).sort()).toEqual(
      [
        'id',
        'slug',
        'name',
        'excerpt',
        'image',
        'tag',
        'images',
        'details',
        'budget',
        'target',
        'start_date',
        'start_at',
        'end_date',
        'end_at',
        'meta_title',
        'meta_description',
        'meta_image',
      ].sort(),
    )
    expect(d.images).toEqual([
      { url: `${origin}/api/media/file/a.webp` },
      { url: `${origin}/api/media/file/b.webp` },
    ])
    expect(d.details).toEqual([{ details: 'First.' }, { details: 'Second.' }])
    expect(d.start_date).toBe('2025-05-16')
    expect(d.start_at).toBe('08:00')
    expect(d.end_date).toBeNull()
    expect(d.end_at).toBeNull()
    expect(d.meta_description).toBeNull()
    expect(d.meta_image).toBe(`${origin}/api/media/file/m.webp`)
  })

  it('gives the event summary with null for what was not recorded', () => {
    expect(toEventSummary(activity)).toEqual({
      total_money_collected: 18400,
      number_of_attendees: 0,
      number_of_donations: null,
      total_expenses: null,
      net_funds_raised: null,
      event_date: '2025-05-16',
    })
  })
})
