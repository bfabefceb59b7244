import type { BrowserContext, FrameLocator } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import { chooseCairo, form, openSection, YEAR } from './donation-helpers'
import { expect } from './fixtures'

/** Helpers of stripe-mode.spec.ts: the form with Stripe's card frames, our requests, records. */

type Form = ReturnType<typeof form>

/** The frame of one of Stripe's card fields, found by the field's host in our form. */
export const cardFrame = (f: Form, kind: 'cardNumber' | 'cardExpiry' | 'cardCvc'): FrameLocator =>
  f.root.locator(`[data-stripe-field="${kind}"] iframe`).contentFrame()

/**
 * Everything of a gift but the card (the donor, one line of Medical Care, the address): what a
 * wallet's payer fills, the holder's name left empty (the wallet is the card).
 */
export async function fillEverythingButCard(f: Form, d: { email: string; amount: string }) {
  await openSection(f, 'Personal Details')
  await f.field('First Name').fill('Amira')
  await f.field('Last Name').fill('Fawzy')
  await f.field('Email').fill(d.email)
  await f.field('Phone').fill('201001234567')

  await openSection(f, 'Donation Details')
  const line = f.lines.first()
  const purpose = line.getByLabel('Donation Purpose')
  await expect(purpose.locator('option', { hasText: 'Medical Care' })).toBeAttached()
  await purpose.selectOption({ label: 'Medical Care' })
  await line.getByLabel('Amount ($)').fill(d.amount)

  await openSection(f, 'Payment Details')
  await chooseCairo(f)
  await f.field('ZIP / Postal Code').fill('11519')
}

/** A valid gift as a donor fills it in Stripe mode: the card typed into Stripe's frames. */
export async function fillStripeDonation(
  f: Form,
  d: { email: string; card: string; amount: string },
) {
  await fillEverythingButCard(f, d)
  // Stripe mode's card: no card field of ours, Stripe's frames in their places.
  await expect(f.root.getByLabel('Expiry Month', { exact: true })).toHaveCount(0)
  await cardFrame(f, 'cardNumber')
    .getByLabel('Credit or debit card number')
    .pressSequentially(d.card.replace(/(\d{4})(?=\d)/g, '$1 '))
  await cardFrame(f, 'cardExpiry')
    .getByLabel('Credit or debit card expiration date')
    .fill(`07 / ${String(YEAR + 2).slice(2)}`)
  await cardFrame(f, 'cardCvc').getByLabel('Credit or debit card CVC/CVV').fill('123')
  await f.field('Cardholder Name').fill('Amira Fawzy')
}

/**
 * Every request the browser sends anywhere but Stripe's hosts (our two servers, in practice):
 * its address and body, for the check that no card data reaches us.
 */
export function ourRequests(context: BrowserContext) {
  const seen: { url: string; body: string | null }[] = []
  context.on('request', (r) => {
    if (!/^https:\/\/[a-z]+\.stripe\.com\//.test(r.url()))
      seen.push({ url: r.url(), body: r.postData() })
  })
  return seen
}

/** The suite's admin, signed in on the Stripe-mode instance (same database), reading records. */
export async function staffSession(siteUrl: string) {
  const login = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E.admin),
  })
  expect(login.status, await login.clone().text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return {
    async donationsOf(email: string) {
      const res = await fetch(
        `${siteUrl}/api/donations?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers: { Authorization: `JWT ${token}` } },
      )
      expect(res.status).toBe(200)
      return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
    },
  }
}
