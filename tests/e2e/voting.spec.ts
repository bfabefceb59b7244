import type { APIRequestContext, Page } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'
import { xsrfToken } from './form-helpers'
import { auth, staffToken } from './staff-api'

/** Board decision voting (issue 9): signed links, the wizard with signature, results, contracts. */

type Link = { memberId: number; name: string; withSignature: string; withoutSignature: string }
type Result = {
  actionId: string
  name: string
  accept: number
  reject: number
  voters: { member: string; vote: 'accept' | 'reject'; comment: string; signatureUrl: string }[]
}
type Staff = { meetingDocId: number; links: Link[]; results: Result[]; token: string }

const BAD_LINK =
  'This voting link is not valid. Please use the link you received from the board secretary.'
const path = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

async function staffView(request: APIRequestContext): Promise<Staff> {
  const token = await staffToken(request)
  const found = await request.get('/api/meetings?where[meetingId][equals]=BM-2026-11&depth=0', {
    headers: auth(token),
  })
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  expect(docs, 'the seeded meeting').toHaveLength(1)
  const res = await request.get(`/api/content/staff/votes/${docs[0]!.id}`, { headers: auth(token) })
  expect(res.status(), await res.text()).toBe(200)
  const { data } = (await res.json()) as { data: { links: Link[]; results: Result[] } }
  return { meetingDocId: docs[0]!.id, token, ...data }
}

async function xsrf(page: Page): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': await xsrfToken(page) }
}

test.describe('board decision voting', () => {
  test('a full vote with a drawn signature, visible to staff', async ({ page, request }) => {
    const staff = await staffView(request)
    expect(staff.links.length).toBeGreaterThanOrEqual(3)
    const member = staff.links[0]!
    await page.goto(path(member.withSignature))

    await expect(
      page.getByRole('heading', { name: 'Board Decision Voting System', level: 2 }),
    ).toBeVisible()
    await expect(page.getByText('BM-2026-11')).toBeVisible()
    await expect(page.getByTestId('total-decisions')).toHaveText('5')
    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    await expect(previous).toBeDisabled()
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')

    await next.click()
    await expect(page.getByRole('heading', { name: /^Decision 1: / })).toBeVisible()
    // No vote: Next is refused.
    await next.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Vote Required' })).toBeVisible()
    await expect(dialog).toContainText('Please cast your vote before proceeding.')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('heading', { name: /^Decision 1: / })).toBeVisible()

    const choices: ('Accept' | 'Reject')[] = ['Accept', 'Reject', 'Accept', 'Accept', 'Reject']
    for (const [i, choice] of choices.entries()) {
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Decision ${i + 1}: `) }),
      ).toBeVisible()
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(i + 1))
      await page
        .getByRole('button', {
          name: choice === 'Accept' ? /Approve this decision/ : /Decline this decision/,
        })
        .click()
      if (i === 0) await page.getByLabel('Comments (optional)').fill('Agreed, with thanks')
      await next.click()
    }
    // Earlier votes are restored on return.
    await previous.click()
    await expect(page.getByRole('button', { name: /Decline this decision/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await next.click()

    const review = page.getByTestId('step-review')
    await expect(review.getByText('Accepted', { exact: true })).toHaveCount(3)
    await expect(review.getByText('Rejected', { exact: true })).toHaveCount(2)
    await expect(review).toContainText('Comments: Agreed, with thanks')
    const submit = page.getByRole('button', { name: 'Submit' })
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)

    // A signature is required ('1').
    await submit.click()
    await expect(dialog.getByRole('heading', { name: 'Signature Required' })).toBeVisible()
    await expect(dialog).toContainText(
      'Please provide your signature before submitting your votes.',
    )
    await dialog.getByRole('button', { name: 'OK' }).click()

    const pad = page.getByTestId('signature-pad')
    await expect(pad).toHaveAttribute('width', '600')
    await expect(pad).toHaveAttribute('height', '200')
    await page.waitForTimeout(150)
    // The mouse draws where the pad is on screen: bring it into view first (closing the dialog
    // gave focus back to Submit, below the typed-name field, and the pad may sit above the fold).
    await pad.scrollIntoViewIfNeeded()
    const box = (await pad.boundingBox())!
    await page.mouse.move(box.x + 30, box.y + 40)
    await page.mouse.down()
    for (let k = 1; k <= 10; k++)
      await page.mouse.move(box.x + 30 + k * 25, box.y + 40 + (k % 2) * 60)
    await page.mouse.up()
    await expect(page.getByText('Signature provided')).toBeVisible()

    await submit.click()
    await expect(dialog.getByRole('heading', { name: 'Votes Submitted!' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(dialog).toContainText('Your votes have been successfully recorded.')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(new URL('/', E2E.baseURL).toString())

    // Staff see the result: each action has this member's current vote with a signature.
    const after = await staffView(request)
    after.results.forEach((r, i) => {
      const mine = r.voters.filter((v) => v.member === member.name)
      expect(mine, r.name).toHaveLength(1)
      expect(mine[0]!.vote).toBe(choices[i] === 'Accept' ? 'accept' : 'reject')
      expect(mine[0]!.signatureUrl).toMatch(/^\/api\/vote-signatures\/file\/.+\.png$/)
    })
    expect(after.results[0]!.voters.find((v) => v.member === member.name)!.comment).toBe(
      'Agreed, with thanks',
    )
    const url = after.results[0]!.voters.find((v) => v.member === member.name)!.signatureUrl
    const signature = await request.get(url, { headers: auth(after.token) })
    expect(signature.headers()['content-type']).toContain('image/png')
    const anonymous = await request.get(url)
    expect(anonymous.status()).toBeGreaterThanOrEqual(400)

    const csv = await request.get(`/api/content/staff/votes.csv?meeting=${after.meetingDocId}`, {
      headers: auth(after.token),
    })
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain('Agreed, with thanks')
    expect(
      (await request.get(`/api/content/staff/votes.csv?meeting=${after.meetingDocId}`)).status(),
    ).toBe(401)

    // And in the back office, in the meeting's edit view.
    await page.goto('/admin')
    await page.getByLabel('Email').fill(E2E.admin.email)
    await page.getByLabel('Password').fill(E2E.admin.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await page.goto(`/admin/collections/meetings/${after.meetingDocId}`)
    const panel = page.getByTestId('voting-panel')
    await expect(panel).toBeVisible({ timeout: 30_000 })
    await expect(panel.getByRole('link', { name: 'Export votes as CSV' })).toBeVisible()
    await expect(panel.getByLabel(`Vote link with signature for ${member.name}`)).toHaveValue(
      member.withSignature,
    )
    await expect(panel.getByTestId('voting-results')).toContainText(member.name)
  })

  test('the pad draws with touch, clears, and is absent without needSignature', async ({
    page,
    request,
  }) => {
    const staff = await staffView(request)
    const member = staff.links[1]!
    const walk = async (url: string) => {
      await page.goto(path(url))
      await page.getByRole('button', { name: 'Next' }).click()
      for (let i = 0; i < 5; i++) {
        await page.getByRole('button', { name: /Approve this decision/ }).click()
        await page.getByRole('button', { name: 'Next' }).click()
      }
      await expect(page.getByTestId('step-review')).toBeVisible()
    }

    await walk(member.withoutSignature)
    await expect(page.getByTestId('signature-pad')).toHaveCount(0)

    await walk(member.withSignature)
    const pad = page.getByTestId('signature-pad')
    await page.waitForTimeout(150)
    const box = (await pad.boundingBox())!
    const at = (k: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      bubbles: true,
      clientX: box.x + 20 + k * 30,
      clientY: box.y + 30 + (k % 2) * 40,
    })
    await pad.dispatchEvent('pointerdown', at(0))
    for (let k = 1; k <= 6; k++) await pad.dispatchEvent('pointermove', at(k))
    await pad.dispatchEvent('pointerup', at(6))
    await expect(page.getByText('Signature provided')).toBeVisible()
    // Ink is black on white: some pixel of the drawn line is dark.
    const inked = () =>
      pad.evaluate((c: HTMLCanvasElement) => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
        let n = 0
        for (let i = 0; i < d.length; i += 4) if (d[i]! < 50 && d[i + 3] === 255) n++
        return n
      })
    expect(await inked()).toBeGreaterThan(50)
    await page.getByRole('button', { name: 'Clear Signature' }).click()
    await expect(page.getByText('Signature provided')).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Signature Required' }),
    ).toBeVisible()

    // Without a pointer: the name typed by keyboard is written on the pad, and the votes go
    // through with it as with a drawn signature.
    await page.keyboard.press('Escape')
    await page.getByLabel('Or type your full name to sign').focus()
    await page.keyboard.type('Mona Ali')
    await expect(page.getByText('Signature provided')).toBeVisible()
    expect(await inked()).toBeGreaterThan(50)
    await page.getByRole('button', { name: 'Submit' }).press('Enter')
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Votes Submitted!' }),
    ).toBeVisible({ timeout: 30_000 })
    // The typed name reached the server as the signature's image (Chromium does not show a
    // multipart body with a file to the test, so staff's view is what proves it).
    const after = await staffView(request)
    for (const r of after.results) {
      const mine = r.voters.find((v) => v.member === member.name)
      expect(mine?.signatureUrl, r.name).toMatch(/^\/api\/vote-signatures\/file\/.+\.png$/)
    }
  })

  test('the wizard in Arabic: labels, steps, dialogs and a refused link (issue 17)', async ({
    page,
    request,
  }) => {
    const staff = await staffView(request)
    await page.goto(`/ar${path(staff.links[1]!.withSignature)}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('heading', { name: 'نظام التصويت على قرارات مجلس الإدارة', level: 2 }),
    ).toBeVisible()
    await expect(page.getByTestId('step-count')).toHaveText('الخطوة 1 من 7')
    await expect(page.getByRole('heading', { name: 'بيانات الاجتماع' })).toBeVisible()
    await expect(page.getByText('عدد القرارات المطروحة للتصويت')).toBeVisible()
    const next = page.getByRole('button', { name: 'التالي' })
    await next.click()
    await expect(page.getByRole('heading', { name: /^القرار 1: / })).toBeVisible()
    await next.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'التصويت مطلوب' })).toBeVisible()
    await expect(dialog).toContainText('يُرجى الإدلاء بصوتك قبل المتابعة.')
    await dialog.getByRole('button', { name: 'حسنًا' }).click()
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: /الموافقة على هذا القرار/ }).click()
      await next.click()
    }
    await expect(page.getByRole('heading', { name: 'راجع أصواتك' })).toBeVisible()
    await expect(page.getByTestId('step-review')).toContainText('موافَق عليه')
    await expect(page.getByRole('img', { name: 'لوحة التوقيع: ارسم توقيعك هنا' })).toBeVisible()
    await page.getByRole('button', { name: 'إرسال' }).click()
    await expect(dialog.getByRole('heading', { name: 'التوقيع مطلوب' })).toBeVisible()
    await expect(page.getByTestId('step-review')).not.toContainText(
      /Review|Accepted|Signature|Decision \d/,
    )

    const edited = new URL(staff.links[1]!.withoutSignature)
    edited.searchParams.set('needSignature', '1')
    await page.goto(`/ar${edited.pathname}${edited.search}`)
    await expect(page.getByTestId('bad-link')).toHaveText(
      'رابط التصويت هذا غير صالح. يُرجى استخدام الرابط الذي وصلك من أمين سر المجلس.',
    )
  })

  test('a link with an edited user or meeting is refused', async ({ page, request }) => {
    const staff = await staffView(request)
    const link = new URL(staff.links[1]!.withoutSignature)
    const edited = (key: string, value: string) => {
      const u = new URL(link)
      u.searchParams.set(key, value)
      return `${u.pathname}${u.search}`
    }
    for (const target of [
      edited('user', String(staff.links[2]!.memberId)),
      edited('meeting', String(staff.meetingDocId + 1)),
      edited('needSignature', '1'),
    ]) {
      await page.goto(target)
      await expect(page.getByTestId('bad-link')).toHaveText(BAD_LINK)
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
    }
    const q = link.searchParams
    const res = await request.get(
      `/api/content/meeting-details/${q.get('meeting')}?user=${staff.links[2]!.memberId}&needSignature=0&token=${q.get('token')}`,
    )
    expect(res.status()).toBe(403)
    expect(await res.json()).toEqual({ error: { status: 403, message: BAD_LINK } })

    const headers = await xsrf(page)
    const post = await page.request.post('/api/content/accept-multiple-actions', {
      headers,
      multipart: {
        meeting: q.get('meeting')!,
        user_id: String(staff.links[2]!.memberId),
        needSignature: '0',
        token: q.get('token')!,
        'meeting_action_ids[0]': staff.results[0]!.actionId,
        'action_ids[0]': '3',
      },
    })
    expect(post.status()).toBe(403)
    expect(await post.json()).toEqual({ error: { status: 403, message: BAD_LINK } })
  })

  test('contract of meeting-details and accept-multiple-actions', async ({ page, request }) => {
    const staff = await staffView(request)
    const member = staff.links[2]!
    const q = new URL(member.withoutSignature).searchParams
    const res = await request.get(
      `/api/content/meeting-details/${q.get('meeting')}?user=${q.get('user')}&needSignature=0&token=${q.get('token')}`,
    )
    expect(res.status()).toBe(200)
    const { data } = (await res.json()) as {
      data: Record<string, unknown> & { agendas: Record<string, unknown>[] }
    }
    expect(Object.keys(data).sort()).toEqual([
      'agendas',
      'club',
      'date',
      'location_en',
      'meeting_id',
      'time',
    ])
    expect(data.meeting_id).toBe('BM-2026-11')
    expect(typeof data.club).toBe('string')
    expect(Object.keys(data.agendas[0]!).sort()).toEqual([
      'actions',
      'conclusions',
      'discussion',
      'name',
    ])
    const action = (data.agendas[0]!.actions as Record<string, unknown>[])[0]!
    expect(Object.keys(action).sort()).toEqual([
      'date',
      'id',
      'name_en',
      'person_responsible',
      'time',
    ])
    const ids = data.agendas.flatMap((a) => (a.actions as { id: string }[]).map((x) => x.id))
    expect(ids).toHaveLength(5)

    const headers = await xsrf(page)
    const base = {
      meeting: q.get('meeting')!,
      user_id: q.get('user')!,
      needSignature: '0',
      token: q.get('token')!,
    }
    const ok = await page.request.post('/api/content/accept-multiple-actions', {
      headers,
      multipart: {
        ...base,
        'meeting_action_ids[0]': ids[0]!,
        'action_ids[0]': '2',
        'comments[0]': 'Not now',
        'meeting_action_ids[1]': ids[1]!,
        'action_ids[1]': '3',
      },
    })
    expect(ok.status(), await ok.text()).toBe(201)
    expect(((await ok.json()) as { data: { votes: number } }).data.votes).toBe(2)

    const unknown = await page.request.post('/api/content/accept-multiple-actions', {
      headers,
      multipart: { ...base, 'meeting_action_ids[0]': 'not-an-action', 'action_ids[0]': '3' },
    })
    expect(unknown.status()).toBe(422)
    expect(await unknown.json()).toEqual({
      error: { status: 422, message: 'An action does not belong to this meeting.' },
    })

    // A signature link without an image, and with an image that is not a PNG.
    const sq = new URL(member.withSignature).searchParams
    const signed = { ...base, needSignature: '1', token: sq.get('token')! }
    const missing = await page.request.post('/api/content/accept-multiple-actions', {
      headers,
      multipart: { ...signed, 'meeting_action_ids[0]': ids[0]!, 'action_ids[0]': '3' },
    })
    expect(missing.status()).toBe(422)
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Please provide your signature before submitting your votes.',
    )
    const notPng = await page.request.post('/api/content/accept-multiple-actions', {
      headers,
      multipart: {
        ...signed,
        'meeting_action_ids[0]': ids[0]!,
        'action_ids[0]': '3',
        image: {
          name: 'signature.png',
          mimeType: 'image/png',
          buffer: Buffer.from('GIF89a not a png'),
        },
      },
    })
    expect(notPng.status()).toBe(422)
    expect(((await notPng.json()) as { error: { message: string } }).error.message).toBe(
      'The signature must be a PNG image.',
    )

    const after = await staffView(request)
    expect(after.results[0]!.voters.find((v) => v.member === member.name)).toMatchObject({
      vote: 'reject',
      comment: 'Not now',
    })
  })
})
