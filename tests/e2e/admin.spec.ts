import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'

test.describe('back office', () => {
  test('staff sign in at /admin with the first account and see the collections', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Email').fill(E2E.admin.email)
    await page.getByLabel('Password').fill(E2E.admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Board Members' }).first()).toBeVisible()
  })

  test("anonymous requests cannot read staff-only records through Payload's REST API", async ({
    request,
  }) => {
    for (const collection of ['users', 'meetings', 'outbox']) {
      const res = await request.get(`/api/${collection}`)
      expect(res.status(), collection).toBe(403)
    }
    const articles = await request.get('/api/articles?limit=1')
    expect(articles.status()).toBe(200)
  })
})
