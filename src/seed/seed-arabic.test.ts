import { City } from 'country-state-city'
import { describe, expect, it } from 'vitest'
import { arabicNameOf } from '@/features/geo/arabic-names'
import { EGYPT_LIST_CITIES_AR } from '@/features/geo/egypt-list-cities'
import { governorates } from './data/egypt'
import { activities } from './data/activities'
import { arabicBlogs, ENGLISH_ONLY_BLOG } from './data/arabic-blogs'
import { blogs } from './data/articles-blog'
import { arabicBoardNames } from './data/arabic-board-names'
import { boardMembers } from './data/people'
import { arabicActivityDetails } from './data/arabic-activity-details'
import { arabicPurposeLists, LIST_FIELDS } from './data/arabic-purpose-lists'
import { purposes } from './data/purposes'

/**
 * The seed's Arabic for activity details and purpose lists (decision 0043): one Arabic text for
 * each English one, in Arabic only (decision 0039: Western digits).
 */
const latinWord = /[A-Za-z]{2,}/
const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/
const arabicScript = /[\u0600-\u06FF]/
const bullet = (text: string) => /^\s*[•\-*·]/.test(text)

function expectArabic(text: string | undefined, where: string) {
  expect(text, where).toBeTruthy()
  expect(text!.trim(), where).not.toBe('')
  expect(text, where).not.toMatch(latinWord)
  expect(text, where).not.toMatch(arabicIndicDigit)
  expect(text, where).toMatch(arabicScript)
}

describe('the Arabic of the activities’ details', () => {
  it('has exactly the seed’s activities, by slug', () => {
    expect(Object.keys(arabicActivityDetails).sort()).toEqual(activities.map((a) => a.slug).sort())
  })

  it.each(activities.map((a) => [a.slug, a] as const))('%s: one paragraph for each', (slug, a) => {
    const arabic = arabicActivityDetails[slug]!
    expect(arabic.details).toHaveLength(a.details.length)
    arabic.details.forEach((text, i) => expectArabic(text, `${slug} details[${i}]`))
    expectArabic(arabic.metaDescription, `${slug} metaDescription`)
    // The field's limit (src/fields/meta.ts).
    expect(arabic.metaDescription.length).toBeLessThanOrEqual(300)
  })
})

describe('the Arabic of the purposes’ lists', () => {
  it('has exactly the seed’s purposes, by English name', () => {
    expect(Object.keys(arabicPurposeLists).sort()).toEqual(purposes.map((p) => p.name).sort())
  })

  it('names the six lists of a purpose', () => {
    const lists = Object.entries(purposes[0]!)
      .filter(([key, value]) => Array.isArray(value) && key !== 'kinds')
      .map(([key]) => key)
    expect([...LIST_FIELDS].sort()).toEqual(lists.sort())
  })

  it.each(purposes.map((p) => [p.name, p] as const))('%s: one row for each', (name, p) => {
    const arabic = arabicPurposeLists[name]!
    for (const field of LIST_FIELDS) {
      expect(arabic[field], `${name} ${field}`).toHaveLength(p[field].length)
      arabic[field].forEach((text, i) => {
        expectArabic(text, `${name} ${field}[${i}]`)
        // A leading bullet where the English has one (the page strips it), none elsewhere.
        expect(bullet(text), `${name} ${field}[${i}] bullet`).toBe(bullet(p[field][i]!))
      })
    }
    if (p.testimonial) expectArabic(arabic.testimonial, `${name} testimonial`)
    else expect(arabic.testimonial).toBe('')
  })
})

describe('the Arabic of the blog posts (issue 42 part 5)', () => {
  it('has every seeded blog post but the one kept English on purpose, by slug', () => {
    expect(Object.keys(arabicBlogs).sort()).toEqual(
      blogs
        .map((b) => b.slug)
        .filter((slug) => slug !== ENGLISH_ONLY_BLOG)
        .sort(),
    )
  })

  it.each(Object.entries(arabicBlogs))('%s: Arabic title, excerpt and body', (slug, a) => {
    for (const [what, text] of [
      ['title', a.title],
      ['excerpt', a.excerpt],
      ['metaTitle', a.metaTitle],
      ...a.body.map((b, i) => [`body[${i}]`, b.text] as const),
    ] as const) {
      expectArabic(text, `${slug} ${what}`)
    }
    expect(a.body.filter((b) => b.type === 'p').length).toBeGreaterThan(0)
  })
})

describe('the board members’ Arabic names (issue 42 part 5)', () => {
  it('names every seeded member, in Arabic letters only', () => {
    expect(Object.keys(arabicBoardNames).sort()).toEqual(boardMembers.map((m) => m.fullname).sort())
    for (const [english, arabic] of Object.entries(arabicBoardNames)) expectArabic(arabic, english)
  })
})

describe('prices and impact in the Arabic content (issue 55: they said dollars, the Arabic form gives pounds)', () => {
  const texts = [
    ...Object.values(arabicPurposeLists).flatMap((l) => [
      ...LIST_FIELDS.flatMap((f) => l[f]),
      l.testimonial,
    ]),
    ...Object.values(arabicActivityDetails).flatMap((a) => [...a.details, a.metaDescription]),
  ]
  it('are in Egyptian pounds, the currency of the Arabic donation form', () => {
    const inDollars = texts.filter((t) => /دولار/.test(t) && /\d|عشر|أربعين/.test(t))
    expect(inDollars).toEqual([])
    expect(texts.filter((t) => /جنيه/.test(t)).length).toBeGreaterThanOrEqual(10)
  })
})

describe("the donation form's Egyptian cities in Arabic (issue 55: 104 of 140 were in English)", () => {
  // As the donation API names them (src/features/geo/queries.server.ts): the case forms'
  // governorates and cities first, then the names of the lists' other cities.
  const known = [
    ...governorates.flatMap((g) => g.cities.map((c) => ({ nameAr: c.name, nameEn: c.name_en }))),
    ...governorates.map((g) => ({ nameAr: g.name, nameEn: g.name_en })),
    ...EGYPT_LIST_CITIES_AR,
  ]
  it('has an Arabic name for each of the lists’ Egyptian cities, in Arabic only', () => {
    const cities = City.getCitiesOfCountry('EG') ?? []
    expect(cities.length).toBeGreaterThan(100)
    const missing = cities.filter((c) => !arabicNameOf(c.name, known)).map((c) => c.name)
    expect(missing).toEqual([])
    for (const c of cities) expectArabic(arabicNameOf(c.name, known), c.name)
  })
})
