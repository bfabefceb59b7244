import type { APIRequestContext, APIResponse } from '@playwright/test'
import { activities as seedActivities } from '../../src/seed/data/activities'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'

/**
 * Contract of the content API for activities, volunteers, about us, boards and
 * donation purposes (spec 000 sections 3 and 7, spec 001 sections 3 and 7):
 * answers wrap data in `data`, field names are snake_case, images are
 * absolute URLs, and unknown or bad ids answer 404 in the shared error shape.
 */
const API = '/api/content'
const PAGINATOR_KEYS = ['current_page', 'next_page', 'number_of_pages', 'previous_page']
const ACTIVITY_ITEM_KEYS = ['excerpt', 'id', 'image', 'name', 'slug', 'tag']
const ACTIVITY_KEYS = [
  ...ACTIVITY_ITEM_KEYS,
  'budget',
  'details',
  'end_at',
  'end_date',
  'images',
  'meta_description',
  'meta_image',
  'meta_title',
  'start_at',
  'start_date',
  'target',
].sort()
const SUMMARY_KEYS = [
  'event_date',
  'net_funds_raised',
  'number_of_attendees',
  'number_of_donations',
  'total_expenses',
  'total_money_collected',
]
const ABSOLUTE_IMAGE = new RegExp(`^${E2E.baseURL}/api/media/file/[^/]+\\.webp$`)

const keys = (o: object) => Object.keys(o).sort()

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  expect(res.headers()['content-type'], path).toContain('application/json')
  const body = (await res.json()) as { data: T }
  expect(keys(body), path).toEqual(['data'])
  return body.data
}

async function expectNotFound(res: APIResponse, path: string) {
  expect(res.status(), path).toBe(404)
  const body = await res.json()
  expect(keys(body), path).toEqual(['error'])
  expect(body.error.status, path).toBe(404)
  expect(body.error.message, path).toMatch(/^The .+ was not found\.$/)
}

function expectPaginator(p: Record<string, unknown>, page: number, pages: number, path: string) {
  expect(keys(p)).toEqual(PAGINATOR_KEYS)
  expect(p.current_page).toBe(page)
  expect(p.number_of_pages).toBe(pages)
  if (page < pages) expect(p.next_page).toBe(`${E2E.baseURL}${API}/${path}?page=${page + 1}`)
  else expect(p.next_page).toBeNull()
  if (page > 1) expect(p.previous_page).toBe(`${E2E.baseURL}${API}/${path}?page=${page - 1}`)
  else expect(p.previous_page).toBeNull()
}

type ActivityItem = {
  id: number
  slug: string
  name: string
  excerpt: string | null
  image: string | null
  tag: string | null
}

function expectActivityItem(a: ActivityItem) {
  expect(keys(a)).toEqual(ACTIVITY_ITEM_KEYS)
  expect(typeof a.id).toBe('number')
  expect(a.slug).toMatch(/^[a-z0-9-]+$/)
  expect(typeof a.name).toBe('string')
  expect(typeof a.excerpt).toBe('string')
  expect(a.image).toMatch(ABSOLUTE_IMAGE)
  expect(typeof a.tag).toBe('string')
}

test.describe('content API: activities', () => {
  test('activities?page={n} gives data.activities and data.paginator, page by page', async ({
    request,
  }) => {
    const first = await data<{ activities: ActivityItem[]; paginator: Record<string, unknown> }>(
      request,
      `${API}/activities?page=1`,
    )
    expect(keys(first)).toEqual(['activities', 'paginator'])
    const pages = first.paginator.number_of_pages as number
    expect(pages).toBeGreaterThan(1)
    expectPaginator(first.paginator, 1, pages, 'activities')
    first.activities.forEach(expectActivityItem)

    const all = [...first.activities]
    for (let page = 2; page <= pages; page++) {
      const next = await data<{ activities: ActivityItem[]; paginator: Record<string, unknown> }>(
        request,
        `${API}/activities?page=${page}`,
      )
      expectPaginator(next.paginator, page, pages, 'activities')
      next.activities.forEach(expectActivityItem)
      all.push(...next.activities)
    }
    // Every seeded activity once, newest first.
    expect(new Set(all.map((a) => a.slug)).size).toBe(all.length)
    for (const a of seedActivities) expect(all.map((x) => x.slug)).toContain(a.slug)
    const order = seedActivities
      .filter((a) => all.some((x) => x.slug === a.slug))
      .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))
      .map((a) => a.slug)
    expect(all.map((a) => a.slug).filter((s) => order.includes(s))).toEqual(order)

    // No or a bad page number is page 1; past the end is an empty page.
    const none = await data<{ paginator: { current_page: number } }>(request, `${API}/activities`)
    expect(none.paginator.current_page).toBe(1)
    const bad = await data<{ paginator: { current_page: number } }>(
      request,
      `${API}/activities?page=abc`,
    )
    expect(bad.paginator.current_page).toBe(1)
    const past = await data<{ activities: unknown[]; paginator: { next_page: unknown } }>(
      request,
      `${API}/activities?page=${pages + 5}`,
    )
    expect(past.activities).toEqual([])
    expect(past.paginator.next_page).toBeNull()
  })

  test('activities/{slug} gives the activity under data.activities with every field', async ({
    request,
  }) => {
    const seed = seedActivities.find((a) => a.slug === 'aswan-medical-convoy-spring-2025')!
    const body = await data<{ activities: Record<string, unknown> }>(
      request,
      `${API}/activities/${seed.slug}`,
    )
    expect(keys(body)).toEqual(['activities'])
    const a = body.activities
    expect(keys(a)).toEqual(ACTIVITY_KEYS)
    expect(a).toMatchObject({
      slug: seed.slug,
      name: seed.name,
      excerpt: seed.excerpt,
      tag: seed.tag,
      budget: 18400,
      target: 25000,
      start_date: '2025-05-16',
      start_at: '08:00',
      end_date: '2025-05-17',
      end_at: '17:00',
      meta_title: seed.metaTitle,
      meta_description: seed.metaDescription,
    })
    expect(a.image).toMatch(ABSOLUTE_IMAGE)
    expect(a.meta_image).toMatch(ABSOLUTE_IMAGE)
    const images = a.images as { url: string }[]
    expect(images).toHaveLength(seed.images.length)
    for (const img of images) {
      expect(keys(img)).toEqual(['url'])
      expect(img.url).toMatch(ABSOLUTE_IMAGE)
      expect((await request.get(img.url)).status()).toBe(200)
    }
    expect(a.details).toEqual(seed.details.map((details) => ({ details })))

    // Absent values are null, not missing.
    const water = (
      await data<{ activities: Record<string, unknown> }>(
        request,
        `${API}/activities/clean-water-wells-minya-asyut`,
      )
    ).activities
    expect(water).toMatchObject({ budget: null, target: 60000, start_at: null, end_date: null })
  })

  test('activities/{id} gives the activity itself as data (spec 001 §7, blog service)', async ({
    request,
  }) => {
    const bySlug = (
      await data<{ activities: Record<string, unknown> }>(
        request,
        `${API}/activities/aswan-medical-convoy-spring-2025`,
      )
    ).activities
    const byId = await data<Record<string, unknown>>(request, `${API}/activities/${bySlug.id}`)
    expect(keys(byId)).toEqual(ACTIVITY_KEYS)
    expect(byId).toEqual(bySlug)
  })

  test('activities/{id} of no activity, or out of the id range, answers 404', async ({
    request,
  }) => {
    for (const path of [
      `${API}/activities/999999`,
      `${API}/activities/0`,
      `${API}/activities/2147483648`,
      `${API}/activities/9999999999`,
      `${API}/activities/99999999999999999999`,
    ]) {
      await expectNotFound(await request.get(path), path)
    }
  })

  test('latest-activities and latest-activities/{slug} list the newest activities', async ({
    request,
  }) => {
    const latest = await data<ActivityItem[]>(request, `${API}/latest-activities`)
    expect(Array.isArray(latest)).toBe(true)
    expect(latest.length).toBeGreaterThan(0)
    latest.forEach(expectActivityItem)
    const newest = [...seedActivities].sort((a, b) =>
      (b.startDate ?? '').localeCompare(a.startDate ?? ''),
    )[0]!
    expect(latest[0]!.slug).toBe(newest.slug)

    const others = await data<ActivityItem[]>(request, `${API}/latest-activities/${newest.slug}`)
    others.forEach(expectActivityItem)
    expect(others.map((a) => a.slug)).not.toContain(newest.slug)
    expect(others[0]!.slug).toBe(latest[1]!.slug)
  })

  test('event-summary/{id} gives the summary of an activity by id', async ({ request }) => {
    const { activities } = await data<{ activities: ActivityItem[] }>(
      request,
      `${API}/activities?page=1`,
    )
    const idOf = async (slug: string) =>
      (await data<{ activities: { id: number } }>(request, `${API}/activities/${slug}`)).activities
        .id

    const aswan = await data<Record<string, unknown>>(
      request,
      `${API}/event-summary/${await idOf('aswan-medical-convoy-spring-2025')}`,
    )
    expect(keys(aswan)).toEqual(SUMMARY_KEYS)
    expect(aswan).toEqual({
      total_money_collected: 18400,
      number_of_attendees: 1260,
      number_of_donations: 214,
      total_expenses: 15900,
      net_funds_raised: 2500,
      event_date: '2025-05-16',
    })
    // An activity without a recorded summary: the same keys, null values.
    const winter = await data<Record<string, unknown>>(
      request,
      `${API}/event-summary/${await idOf('winter-blankets-2025')}`,
    )
    expect(keys(winter)).toEqual(SUMMARY_KEYS)
    expect(Object.values(winter).every((v) => v === null)).toBe(true)
    expect(activities.length).toBeGreaterThan(0)
  })

  test('unknown slugs and unknown or bad ids answer 404 in the shared error shape', async ({
    request,
  }) => {
    for (const path of [
      `${API}/activities/no-such-activity`,
      `${API}/latest-activities/no-such-activity`,
      `${API}/event-summary/999999`,
      `${API}/event-summary/abc`,
      `${API}/event-summary/0`,
      `${API}/event-summary/-1`,
    ]) {
      await expectNotFound(await request.get(path), path)
    }
  })
})

test.describe('content API: volunteers and about us', () => {
  test('get-all-volunteers?page={n} gives data.volunteers and data.paginator', async ({
    request,
  }) => {
    type Page = {
      volunteers: { id: number; fullname_en: string; job: string | null; image: string | null }[]
      paginator: Record<string, unknown>
    }
    const first = await data<Page>(request, `${API}/get-all-volunteers?page=1`)
    expect(keys(first)).toEqual(['paginator', 'volunteers'])
    const pages = first.paginator.number_of_pages as number
    expect(pages).toBeGreaterThan(1)
    expectPaginator(first.paginator, 1, pages, 'get-all-volunteers')
    const v = first.volunteers[0]!
    expect(keys(v)).toEqual(['fullname_en', 'id', 'image', 'job'])
    expect(v).toMatchObject({
      fullname_en: 'Mariam Mohamed El Sayed Ali',
      job: 'Pharmacy student and convoy pharmacist',
    })
    expect(v.image).toMatch(ABSOLUTE_IMAGE)

    const last = await data<Page>(request, `${API}/get-all-volunteers?page=${pages}`)
    expectPaginator(last.paginator, pages, pages, 'get-all-volunteers')
    const all = [...first.volunteers, ...last.volunteers]
    // A volunteer without a photo has image null.
    if (pages === 2) {
      const carpenter = all.find((x) => x.fullname_en === 'Abdel Fattah Mahmoud Eissa')
      expect(carpenter?.image).toBeNull()
    }
  })

  test('about-us gives title, mission and message', async ({ request }) => {
    const about = await data<Record<string, string>>(request, `${API}/about-us`)
    expect(keys(about)).toEqual([
      'message_description',
      'message_title',
      'mission_description',
      'mission_title',
      'title',
    ])
    expect(about.mission_title).toBe('Our Mission')
    expect(about.message_title).toBe('Our Message')
    for (const value of Object.values(about)) expect(typeof value).toBe('string')
  })
})

test.describe('content API: clubs, boards and members', () => {
  test('get-clubs lists club_id and club_name', async ({ request }) => {
    const clubs = await data<{ club_id: number; club_name: string }[]>(request, `${API}/get-clubs`)
    expect(clubs.length).toBe(12)
    for (const c of clubs) {
      expect(keys(c)).toEqual(['club_id', 'club_name'])
      expect(typeof c.club_id).toBe('number')
      expect(typeof c.club_name).toBe('string')
    }
    expect(clubs.find((c) => c.club_id === 11)?.club_name).toBe('New Egypt Club – Cairo')
  })

  test('boards/{clubId} lists the club’s boards as id and board', async ({ request }) => {
    const boards = await data<{ id: number; board: string }[]>(request, `${API}/boards/11`)
    expect(boards).toEqual([
      { id: 1, board: '2019 - 2021' },
      { id: 2, board: '2021 - 2023' },
      { id: 3, board: '2023 - 2025' },
    ])
    expect(await data(request, `${API}/boards/9`)).toEqual([
      { id: 13, board: '2022 - 2024' },
      { id: 14, board: '2024 - 2026' },
    ])
  })

  test('board-members/{clubId}/{boardId} gives data.members with job_name[0].job.name', async ({
    request,
  }) => {
    type Member = {
      id: number
      fullname: string
      image: string | null
      bio: string | null
      job_name: { job: { name: string } }[]
    }
    const body = await data<{ members: Member[] }>(request, `${API}/board-members/11/3`)
    expect(keys(body)).toEqual(['members'])
    expect(body.members).toHaveLength(7)
    for (const m of body.members) {
      expect(keys(m)).toEqual(['bio', 'fullname', 'id', 'image', 'job_name'])
      expect(Array.isArray(m.job_name)).toBe(true)
      expect(typeof m.bio).toBe('string')
    }
    const president = body.members[0]!
    expect(president.fullname).toBe('Dr. Hesham Farouk El Naggar')
    expect(president.job_name).toEqual([{ job: { name: 'President' } }])
    expect(president.job_name[0]!.job.name).toBe('President')
    expect(president.image).toMatch(ABSOLUTE_IMAGE)
    // No role and no photo: an empty job_name list and image null; the e-mail never leaves.
    const heba = body.members.find((m) => m.fullname === 'Heba Salah El Din Abdel Latif')!
    expect(heba.job_name).toEqual([])
    expect(heba.image).toBeNull()
    expect(JSON.stringify(body)).not.toContain('email')

    const older = await data<{ members: Member[] }>(request, `${API}/board-members/11/1`)
    expect(older.members.map((m) => m.fullname).sort()).toEqual(
      ['Amira Fawzy Gad', 'Dr. Nabil Youssef Tadros', 'Fathi Abdel Shafy Ibrahim'].sort(),
    )
  })

  test('unknown clubs and boards, and a board of another club, answer 404', async ({ request }) => {
    for (const path of [
      `${API}/boards/999`,
      `${API}/boards/abc`,
      `${API}/board-members/11/999`,
      `${API}/board-members/1/3`,
      `${API}/board-members/999/3`,
      `${API}/board-members/x/3`,
      `${API}/board-members/11/3.5`,
    ]) {
      await expectNotFound(await request.get(path), path)
    }
  })
})

test.describe('content API: donation purposes', () => {
  type Item = { id: number; name: string; description: string | null; image: string | null }

  test('case-purposes lists the donation purposes as id, name, description, image', async ({
    request,
  }) => {
    const purposes = await data<Item[]>(request, `${API}/case-purposes`)
    expect(purposes.map((p) => p.name)).toEqual([
      'Medical Care',
      'Education Support',
      'Food Security',
      'Clean Water',
      'Orphan Sponsorship',
      'Emergency Relief',
    ])
    for (const p of purposes) {
      expect(keys(p)).toEqual(['description', 'id', 'image', 'name'])
      expect(typeof p.description).toBe('string')
      expect(p.image).toMatch(ABSOLUTE_IMAGE)
    }
  })

  test('case-purposes/{id} gives the purpose with its detail lists', async ({ request }) => {
    const purposes = await data<Item[]>(request, `${API}/case-purposes`)
    const medical = purposes.find((p) => p.name === 'Medical Care')!
    const p = await data<Record<string, unknown>>(request, `${API}/case-purposes/${medical.id}`)
    expect(keys(p)).toEqual([
      'beneficiaries',
      'description',
      'id',
      'image',
      'impact_stats',
      'name',
      'objectives',
      'partnerships',
      'services_provided',
      'support_info',
      'testimonial',
    ])
    for (const list of [
      'objectives',
      'services_provided',
      'beneficiaries',
      'partnerships',
      'impact_stats',
      'support_info',
    ]) {
      expect(Array.isArray(p[list]), list).toBe(true)
      for (const item of p[list] as unknown[]) expect(typeof item, list).toBe('string')
    }
    expect((p.objectives as string[])[0]).toBe(
      '• Bring qualified doctors to villages that are far from any hospital',
    )
    expect(typeof p.testimonial).toBe('string')
    expect(p.image).toMatch(ABSOLUTE_IMAGE)

    const relief = purposes.find((x) => x.name === 'Emergency Relief')!
    const r = await data<Record<string, unknown>>(request, `${API}/case-purposes/${relief.id}`)
    expect(r.partnerships).toEqual([])
    expect(r.testimonial).toBeNull()
  })

  test('purposes/{id}/activities gives data.activities related to the purpose', async ({
    request,
  }) => {
    const purposes = await data<Item[]>(request, `${API}/case-purposes`)
    const medical = purposes.find((p) => p.name === 'Medical Care')!
    const body = await data<{ activities: ActivityItem[] }>(
      request,
      `${API}/purposes/${medical.id}/activities`,
    )
    expect(keys(body)).toEqual(['activities'])
    body.activities.forEach(expectActivityItem)
    const expected = seedActivities.filter((a) => a.purposes.includes('Medical Care'))
    expect(body.activities.map((a) => a.slug).sort()).toEqual(expected.map((a) => a.slug).sort())
  })

  test('unknown or bad purpose ids answer 404', async ({ request }) => {
    for (const path of [
      `${API}/case-purposes/999999`,
      `${API}/case-purposes/abc`,
      `${API}/purposes/999999/activities`,
      `${API}/purposes/0/activities`,
    ]) {
      await expectNotFound(await request.get(path), path)
    }
  })

  test('the donation API lists the same purposes as id and name', async ({ request }) => {
    const donation = await data<{ id: number; name: string }[]>(
      request,
      '/api/donation/get-case-purposes',
    )
    const content = await data<Item[]>(request, `${API}/case-purposes`)
    expect(donation).toEqual(content.map((p) => ({ id: p.id, name: p.name })))
  })
})
