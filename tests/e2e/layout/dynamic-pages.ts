import type { APIRequestContext } from '@playwright/test'
import { expect } from '../fixtures'
import { mailsTo, uniqueIp, uniqueTag } from '../form-helpers'
import { auth, staffToken } from '../staff-api'

/**
 * The pages a visitor reaches only through a link of ours (a vote link, the
 * cancel link of a receipt, the newsletter's mail), made for real through the
 * public API and the test mail server, as a visitor would get them.
 */

const pathOf = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

/** POST to our API as the site's browser client does: XSRF cookie and header, its own address. */
async function postJson(request: APIRequestContext, path: string, data: unknown) {
  expect((await request.get('/api/content/xsrf-token')).status()).toBe(204)
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value
  expect(token, 'the XSRF-TOKEN cookie').toBeTruthy()
  const res = await request.post(path, {
    data,
    headers: { 'X-XSRF-TOKEN': token!, 'X-Forwarded-For': uniqueIp() },
  })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
}

/** A board member's voting link of the seeded meeting, as the board secretary hands it out. */
export async function voteLinkPath(request: APIRequestContext): Promise<string> {
  const token = await staffToken(request)
  const found = await request.get('/api/meetings?where[meetingId][equals]=BM-2026-11&depth=0', {
    headers: auth(token),
  })
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  expect(docs, 'the seeded meeting').toHaveLength(1)
  const res = await request.get(`/api/content/staff/votes/${docs[0]!.id}`, { headers: auth(token) })
  expect(res.status(), await res.text()).toBe(200)
  const { data } = (await res.json()) as { data: { links: { withSignature: string }[] } }
  return pathOf(data.links.at(-1)!.withSignature)
}

/** The cancel link of the receipt of a real monthly donation (sandbox card, code from the mail). */
export async function cancelLinkPath(request: APIRequestContext): Promise<string> {
  type Place = { id: number; name_en: string }
  const list = async (p: string) =>
    ((await (await request.get(p)).json()) as { data: Place[] }).data
  const pick = (places: Place[], name: RegExp) => places.find((p) => name.test(p.name_en))!
  const country = pick(await list('/api/donation/countries'), /^Egypt$/)
  const state = pick(await list(`/api/donation/states/${country.id}`), /Cairo/)
  const city = pick(await list(`/api/donation/cities/${state.id}`), /Cairo/)
  const purposes = await request.get(
    '/api/purposes?where[kinds][contains]=donation&limit=1&depth=0',
  )
  const purpose = ((await purposes.json()) as { docs: { id: number }[] }).docs[0]!

  const email = `layout-${uniqueTag()}@example.com`
  await postJson(request, '/api/donation/stage-donation', {
    first_name: 'Layout',
    last_name: 'Check',
    email,
    phone: '201001234567',
    donations: [
      {
        donation_purpose_id: String(purpose.id),
        donation_amount: '15',
        is_repeat: '1',
        repeat_type: 'monthly',
      },
    ],
    cc_number: '4242 4242 4242 4242',
    cc_name: 'Layout Check',
    cc_exp_month: '12',
    cc_exp_year: String(new Date().getFullYear() + 2),
    cc_cvc: '123',
    street: '12 Nile Corniche',
    country: String(country.id),
    state: String(state.id),
    city: String(city.id),
    zip_code: '11519',
    latitude: '30.0444',
    longitude: '31.2357',
  })
  const [codeMail] = await mailsTo(request, email)
  const otp = /Your one-time code is (\d{6})/.exec(codeMail!.text)?.[1]
  expect(otp, 'the code in the mail').toBeTruthy()
  await postJson(request, '/api/donation/stage-donation/confirm', { email, otp })
  const mails = await mailsTo(request, email, 2)
  const link = mails
    .map((m) => /https?:\/\/\S+\/donations\/cancel\?plan=\d+&token=[\w-]+/.exec(m.text)?.[0])
    .find(Boolean)
  expect(link, 'the cancel link of the receipt').toBeTruthy()
  return pathOf(link!)
}

/** The confirmation and unsubscribe links of a newsletter sign-up's mail. */
export async function newsletterLinkPaths(request: APIRequestContext): Promise<string[]> {
  const email = `layout-${uniqueTag()}@example.com`
  await postJson(request, '/api/content/newsletter', { email })
  const [mail] = await mailsTo(request, email)
  const links = ['confirm', 'unsubscribe'].map(
    (kind) =>
      new RegExp(`http\\S+/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`).exec(mail!.text)?.[0],
  )
  expect(links.every(Boolean), 'the links of the newsletter mail').toBe(true)
  return links.map((l) => pathOf(l!))
}
