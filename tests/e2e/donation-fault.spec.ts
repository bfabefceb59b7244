import {
  codeFor,
  donationBox,
  fillDonation,
  form,
  otpDialog,
  uniqueEmail,
} from './donation-helpers'
import { expect, test } from './fixtures'
import { actFrom, uniqueIp } from './form-helpers'

/**
 * A confirmation whose answer never reaches the browser (the server crashed or the connection
 * dropped after the charge; issue 43, decision 0081): what only a browser shows. The donor is
 * told the payment may have gone through, never to try again; confirming again shows the gift as
 * received.
 */
test('a lost answer to the confirmation says the payment may have gone through; confirming again shows it received', async ({
  page,
  request,
}) => {
  await actFrom(page, uniqueIp())
  await page.goto('/')
  const f = form(await donationBox(page))
  const email = uniqueEmail('lost-answer')
  await fillDonation(f, { email, amount: '60' })
  await f.submit.click()
  const dialog = otpDialog(page)
  await expect(dialog).toBeVisible()
  const code = await codeFor(request, email)

  // The confirmation reaches the server (the card is charged), its answer is lost on the way.
  let reached = false
  await page.route('**/api/donation/stage-donation/confirm', async (route) => {
    await route.fetch()
    reached = true
    await route.abort('connectionreset')
  })
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(
    dialog.getByText(
      'Your payment may have gone through. If it did, your receipt will follow by e-mail within a few minutes. Please do not pay again.',
    ),
  ).toBeVisible()
  expect(reached).toBe(true)
  await expect(dialog.getByText(/try again/i)).toHaveCount(0)

  // The donor confirms again: the gift's state, received; the success dialog, as for a first answer.
  await page.unroute('**/api/donation/stage-donation/confirm')
  const answer = page.waitForResponse('**/api/donation/stage-donation/confirm')
  await dialog.getByRole('button', { name: 'Verify' }).click()
  expect(await (await answer).json()).toMatchObject({
    data: {
      message: 'Your donation has been received. Your receipt is on its way by e-mail.',
      state: 'received',
    },
  })
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()
})
