import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/access/roles'
import type { DashboardData } from '@/features/backoffice/types'
import * as seed from '../helpers/backoffice-seed'
import { createTestPayload } from '../helpers/test-payload'

/**
 * The back office's dashboard against real PostgreSQL with 10,000 donations:
 * each role's panels and figures match the seeded rows, a role never
 * receives (nor queries) another role's figures, and the figures stay fast.
 */
let payload: Payload
let close: () => Promise<void>
let board: typeof import('@/features/backoffice/dashboard.server')
let view: typeof import('@/features/backoffice/components/DashboardView')

// Wednesday 11 March 2026, 12:00 in Cairo (UTC+2): today began 2026-03-10T22:00Z, the week
// on Saturday 7 March (2026-03-06T22:00Z), the month on 1 March (2026-02-28T22:00Z).
const NOW = new Date('2026-03-11T10:00:00Z')
const DONATIONS = 10_000
const noSmtp = { smtpConfigured: false }

const load = (roles: Role[], opts = noSmtp) =>
  board.loadDashboard(payload, { name: 'Test staff', roles }, NOW, opts)
const html = (data: DashboardData, lang: 'en' | 'ar' = 'en') =>
  renderToStaticMarkup(createElement(view.DashboardView, { data, lang }))

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  board = await import('@/features/backoffice/dashboard.server')
  view = await import('@/features/backoffice/components/DashboardView')
  const pool = seed.poolOf(payload)
  const refs = await seed.seedReferences(pool)

  const gifts: [string, string, number, ('paid' | 'refunded')?, number?][] = [
    ['Today One', '2026-03-11T09:00:00Z', 10],
    ['Today Two', '2026-03-11T08:00:00Z', 20.5],
    ['Today Refunded', '2026-03-11T07:00:00Z', 100, 'refunded'],
    ['Today Three', '2026-03-10T22:00:00Z', 5.25], // the first instant of today
    ['Yesterday Late', '2026-03-10T21:59:59Z', 1],
    ['Monday Part Refunded', '2026-03-09T10:00:00Z', 40, 'paid', 15], // $15 of $40 given back
    ['Sunday Gift', '2026-03-08T10:00:00Z', 100],
    ['Saturday Gift', '2026-03-07T08:00:00Z', 50],
    ['Friday Gift', '2026-03-06T21:00:00Z', 7], // before the week began
  ]
  for (const [donor, paidAt, net, status, refunded] of gifts) {
    await seed.insertDonation(pool, refs, { donor, paidAt, net, status, refunded })
  }
  await seed.insertFillerDonations(
    pool,
    refs,
    DONATIONS - gifts.length,
    new Date('2026-02-28T21:00:00Z'),
  )

  for (const [donor, status, failedAttempts, updatedAt] of [
    ['Paused Latest', 'paused', 3, '2026-03-11T09:00:00Z'],
    ['Paused Earlier', 'paused', 3, '2026-03-09T09:00:00Z'],
    ['Paused By Staff', 'paused', 0, '2026-03-10T09:00:00Z'],
    ['Still Active', 'active', 1, '2026-03-10T09:00:00Z'],
  ] as const) {
    await seed.insertPlan(pool, refs, { donor, status, failedAttempts, updatedAt })
  }

  for (const [createdAt, expiresAt, status] of [
    ['2026-03-11T08:00:00Z', '2026-03-11T08:10:00Z', 'expired'],
    ['2026-03-11T08:00:00Z', '2026-03-11T08:10:00Z', 'pending'], // past its expiry, never tried
    ['2026-03-11T09:58:00Z', '2026-03-11T10:08:00Z', 'pending'], // still valid
    ['2026-03-11T07:00:00Z', '2026-03-11T07:10:00Z', 'used'],
    ['2026-03-08T07:00:00Z', '2026-03-08T07:10:00Z', 'expired'],
    ['2026-02-20T07:00:00Z', '2026-02-20T07:10:00Z', 'expired'], // last month
  ] as const) {
    await seed.insertStaged(pool, refs, { createdAt, expiresAt, status })
  }

  for (const [name, status, createdAt] of [
    ['Newest Volunteer', 'new', '2026-03-10T10:00:00Z'],
    ['Oldest Volunteer', 'new', '2026-03-01T10:00:00Z'],
    ['Middle Volunteer', 'new', '2026-03-05T10:00:00Z'],
    ['Contacted Volunteer', 'contacted', '2026-02-01T10:00:00Z'],
  ] as const) {
    await seed.insertVolunteer(pool, { name, status, createdAt })
  }
  for (const [subject, status, createdAt] of [
    ['New question', 'new', '2026-03-02T10:00:00Z'],
    ['Read question', 'read', '2026-03-01T10:00:00Z'],
    ['Answered question', 'answered', '2026-02-01T10:00:00Z'],
    ['Latest question', 'new', '2026-03-09T10:00:00Z'],
  ] as const) {
    await seed.insertMessage(pool, { subject, status, createdAt })
  }
  for (const [name, status, createdAt, governorate] of [
    ['Oldest Case', 'new', '2026-03-03T10:00:00Z', 'Giza'],
    ['Newer Case', 'new', '2026-03-09T10:00:00Z', undefined],
    ['Reviewed Case', 'under-review', '2026-03-01T10:00:00Z', undefined],
    ['Approved Case', 'approved', '2026-02-01T10:00:00Z', undefined],
    ['Approved Case 2', 'approved', '2026-02-02T10:00:00Z', undefined],
  ] as const) {
    await seed.insertCase(pool, { name, status, createdAt, governorate })
  }

  const club = await payload.create({ collection: 'clubs', data: { name: 'Cairo club' } })
  const member = (fullname: string) =>
    payload.create({ collection: 'board-members', data: { fullname } }).then((m) => m.id)
  const members = [await member('Ann'), await member('Ben'), await member('Cid')]
  const meeting = (meetingId: string, status: 'open' | 'closed') =>
    payload.create({
      collection: 'meetings',
      data: {
        meetingId,
        date: '2026-03-20',
        time: '18:00',
        club: club.id,
        status,
        invitees: members,
      },
    })
  const open = await meeting('BM-OPEN', 'open')
  await meeting('BM-CLOSED', 'closed')
  for (const [m, superseded] of [
    [members[0]!, true],
    [members[0]!, false], // Ann voted again: still one voter
    [members[1]!, false],
  ] as const) {
    await payload.create({
      collection: 'votes',
      data: {
        meeting: open.id,
        actionId: 'a1',
        member: m,
        vote: 'accept',
        votedAt: NOW.toISOString(),
        superseded,
      },
    })
  }

  const article = (title: string, status: 'draft' | 'published') =>
    payload.create({
      collection: 'articles',
      data: { title, kind: 'news', date: '2026-03-01T10:00:00Z', _status: status },
      draft: status === 'draft',
    })
  const draft = await article('Draft Only', 'draft')
  await article('Published One', 'published')
  const edited = await article('Published Then Edited', 'published')
  await payload.update({
    collection: 'articles',
    id: edited.id,
    data: { title: 'Edited Draft Title' },
    draft: true,
  })
  await pool.query(
    `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
     VALUES ($1, 'schedulePublish', 'default', '2026-03-12T08:00:00Z')`,
    [{ type: 'publish', doc: { relationTo: 'articles', value: String(draft.id) } }],
  )
  await pool.query(
    `INSERT INTO outbox ("to", subject) VALUES ('a@example.org', 'Your code'), ('b@example.org', 'Welcome')`,
  )
}, 240_000)

afterAll(async () => {
  await close?.()
})

describe('the treasurer', () => {
  it("sees today's, this week's and this month's paid gifts: count and net", async () => {
    const { panels } = await load(['treasurer'])
    expect(
      panels.gifts!.figures.map(({ label, count, amounts }) => ({ label, count, amounts })),
    ).toEqual([
      { label: 'Today', count: 3, amounts: [{ currency: 'USD', cents: 3575 }] },
      // A partial refund is taken off the net: $40 less the $15 given back counts $25.
      { label: 'This week', count: 7, amounts: [{ currency: 'USD', cents: 21175 }] },
      { label: 'This month', count: 8, amounts: [{ currency: 'USD', cents: 21875 }] },
    ])
    expect(decodeURIComponent(panels.gifts!.figures[0]!.href)).toContain(
      'where[or][0][and][1][paidAt][greater_than_equal]=2026-03-10T22:00:00.000Z',
    )
  })

  it('sees the last 10 gifts, newest first, a refunded one marked', async () => {
    const { recentGifts } = (await load(['treasurer'])).panels
    expect(recentGifts!.items).toHaveLength(10)
    expect(recentGifts!.items.slice(0, 4).map((i) => i.title)).toEqual([
      'Today One',
      'Today Two',
      'Today Refunded',
      'Today Three',
    ])
    expect(recentGifts!.items[2]!.meta).toBe('$100.00 · refunded')
    expect(recentGifts!.items[0]!.href).toMatch(/^\/admin\/collections\/donations\/\d+$/)
  })

  it('sees the plans paused after failed charges (not those paused by staff)', async () => {
    const { pausedPlans } = (await load(['treasurer'])).panels
    expect(pausedPlans!.total).toBe(2)
    expect(pausedPlans!.items.map((i) => i.title)).toEqual(['Paused Latest', 'Paused Earlier'])
    expect(pausedPlans!.items[0]!.meta).toBe('$25.00 monthly · Your card was declined.')
  })

  it('sees the staged donations that expired unconfirmed, today and this week', async () => {
    const { expiredStaged } = (await load(['treasurer'])).panels
    expect(expiredStaged!.figures.map((f) => f.count)).toEqual([2, 3])
  })

  it("gets no other role's panel", async () => {
    expect(Object.keys((await load(['treasurer'])).panels)).toEqual([
      'gifts',
      'recentGifts',
      'pausedPlans',
      'expiredStaged',
    ])
  })
})

describe('the coordinator', () => {
  it('sees new sign-ups and unanswered messages, the oldest first', async () => {
    const { panels } = await load(['coordinator'])
    expect(Object.keys(panels)).toEqual(['volunteers', 'messages'])
    expect(panels.volunteers!.total).toBe(3)
    expect(panels.volunteers!.items.map((i) => i.title)).toEqual([
      'Oldest Volunteer',
      'Middle Volunteer',
      'Newest Volunteer',
    ])
    expect(panels.messages!.total).toBe(3)
    expect(panels.messages!.items.map((i) => i.title)).toEqual([
      'Read question',
      'New question',
      'Latest question',
    ])
    expect(panels.messages!.items[0]!.meta).toBe('Mona Writer · read, not answered')
  })

  it('receives no donation figure: none in the data, none queried, none in the HTML', async () => {
    const pool = seed.poolOf(payload)
    const original = pool.query.bind(pool)
    const statements: string[] = []
    pool.query = ((text: string, ...rest: unknown[]) => {
      statements.push(text)
      return (original as (...a: unknown[]) => unknown)(text, ...rest)
    }) as typeof pool.query
    let data: DashboardData
    try {
      data = await load(['coordinator'])
    } finally {
      pool.query = original
    }
    expect(statements).toHaveLength(2)
    expect(statements.join('\n')).not.toMatch(/donations|recurring_plans|case_requests|meetings/)
    const page = html(data)
    expect(page).toContain('Oldest Volunteer')
    expect(page).not.toContain('$')
    expect(page).not.toMatch(/gift|Today One|Paused Latest|Oldest Case|BM-OPEN|Draft Only/i)
  })
})

describe('the case reviewer, the board secretary and the editor', () => {
  it('the case reviewer sees requests by status and the oldest new ones first', async () => {
    const { panels } = await load(['case-reviewer'])
    expect(Object.keys(panels)).toEqual(['cases'])
    expect(panels.cases!.byStatus.map((f) => [f.label, f.count])).toEqual([
      ['New', 2],
      ['Under review', 1],
      ['Approved', 2],
      ['Rejected', 0],
      ['Assisted', 0],
    ])
    expect(panels.cases!.oldestNew.items.map((i) => [i.title, i.meta])).toEqual([
      ['Oldest Case', 'Giza'],
      ['Newer Case', undefined],
    ])
    expect(html({ ...(await load(['case-reviewer'])) })).not.toContain('$')
  })

  it('the board secretary sees open meetings with votes against quorum', async () => {
    const { panels } = await load(['board-secretary'])
    expect(Object.keys(panels)).toEqual(['meetings'])
    expect(panels.meetings!.total).toBe(1)
    expect(panels.meetings!.items[0]).toMatchObject({
      title: 'Meeting BM-OPEN',
      meta: '20 Mar 2026 18:00 · 2 of 3 voted; quorum 1 reached',
    })
  })

  it('the editor sees drafts, scheduled publications and the last published', async () => {
    const { panels } = await load(['editor'])
    expect(Object.keys(panels)).toEqual(['articles'])
    const { drafts, scheduled, published } = panels.articles!
    expect(drafts.total).toBe(2)
    expect(drafts.items.map((i) => i.title).sort()).toEqual(['Draft Only', 'Edited Draft Title'])
    expect(scheduled.items.map((i) => [i.title, i.at])).toEqual([
      ['Draft Only', '2026-03-12T08:00:00.000Z'],
    ])
    expect(published.total).toBe(2)
    expect(published.items.map((i) => i.title)).toContain('Published One')
    const page = html(await load(['editor']))
    expect(page).not.toContain('$')
    expect(page).not.toContain('Oldest Volunteer')
  })
})

describe('the admin', () => {
  it('sees every panel, and the outbox only while no SMTP server is set', async () => {
    const all = await load(['admin'])
    expect(Object.keys(all.panels)).toHaveLength(10)
    expect(all.panels.outbox!.total).toBe(2)
    expect(all.panels.outbox!.items.map((i) => i.title)).toEqual(['Welcome', 'Your code'])
    const withSmtp = await load(['admin'], { smtpConfigured: true })
    expect(withSmtp.panels.outbox).toBeUndefined()
    expect(html(withSmtp)).not.toContain('Outbox')
  })

  it('a staff account without roles gets no figures', async () => {
    const none = await load([])
    expect(none.panels).toEqual({})
    expect(html(none)).toContain('no role with a dashboard')
  })
})

describe('an admin who picked Arabic (issue 46 item 5)', () => {
  const loadAr = (roles: Role[]) =>
    board.loadDashboard(payload, { name: 'Test staff', roles }, NOW, { ...noSmtp, lang: 'ar' })
  const headings = (page: string) =>
    [...page.matchAll(/<h([123])[^>]*>(.*?)<\/h\1>/g)].map((m) => m[2]!.replace(/<[^>]+>/g, ''))

  it('reads the home right to left, every heading in Arabic', async () => {
    const page = html(await loadAr(['admin']), 'ar')
    expect(page).toMatch(/^<div class="[^"]*" lang="ar" dir="rtl">/)
    const titles = headings(page)
    expect(titles.length).toBeGreaterThan(10)
    expect(titles[0]).toBe('مرحبًا، Test staff')
    expect(titles).toEqual(expect.arrayContaining(['التبرعات', 'آخر 10 تبرعات', 'صندوق الصادر']))
    // No English word in a heading but the staff member's own name.
    for (const title of titles.slice(1)) expect(title).not.toMatch(/[A-Za-z]/)
    expect(page).toContain('لوحة إدارة مؤسسة مصر الجديدة · الأربعاء، 11 مارس 2026 (بتوقيت القاهرة)')
    for (const english of [
      'Welcome,',
      'Last 10 gifts',
      'Open the list',
      'Cairo time',
      'This month',
      ' gifts<',
    ])
      expect(page).not.toContain(english)
  })

  it("writes the treasurer's figures and records in Arabic: counts, ar-EG money, dates", async () => {
    const { panels } = await loadAr(['treasurer'])
    expect(panels.gifts!.figures.map((f) => f.label)).toEqual(['اليوم', 'هذا الأسبوع', 'هذا الشهر'])
    expect(panels.gifts!.byDesignation.map((f) => f.label)).toEqual(['زكاة', 'صدقة', 'تبرع عام'])
    expect(panels.recentGifts!.items[2]!.meta).toBe('١٠٠٫٠٠ دولار أمريكي · مُسترد')
    expect(panels.pausedPlans!.items[0]!.meta).toBe(
      '٢٥٫٠٠ دولار أمريكي شهريًا · Your card was declined.',
    )
    const page = html({ name: 'Test staff', generatedAt: NOW.toISOString(), panels }, 'ar')
    expect(page).toContain('3 تبرعات')
    expect(page).toContain('٣٥٫٧٥ دولار أمريكي صافيًا')
    expect(page).toContain('خطتان موقوفتان')
    expect(page).toContain('11 مارس 2026، 11:00') // Today One: 09:00Z is 11:00 in Cairo
  })

  it('names meetings, their day and turnout in Arabic', async () => {
    const { panels } = await loadAr(['board-secretary'])
    expect(panels.meetings!.items[0]).toMatchObject({
      title: 'الاجتماع BM-OPEN',
      meta: '20 مارس 2026 18:00 · صوت 2 من 3؛ النصاب 1 مكتمل',
    })
  })
})

describe('speed with 10,000 donations', () => {
  it('computes every panel (the admin dashboard) in under 300 ms', async () => {
    const count = await seed.poolOf(payload).query('SELECT count(*)::int AS n FROM donations')
    expect(count.rows[0].n).toBe(DONATIONS)
    await load(['admin']) // warm: connections and plans
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await load(['admin'])
      times.push(performance.now() - started)
    }
    // The median: on a shared 2-core machine one run now and then waits for the processor.
    const median = [...times].sort((a, b) => a - b)[2]!
    console.log(`admin dashboard data, 5 runs: ${times.map((t) => t.toFixed(1)).join(', ')} ms`)
    expect(median).toBeLessThan(300)
  })
})
