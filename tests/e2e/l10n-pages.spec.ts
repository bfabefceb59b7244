import { ar } from '@payloadcms/translations/languages/ar'
import { arabicAbout, arabicPurposes } from '../../src/seed/data/arabic-content'
import { arabicNews } from '../../src/seed/data/arabic-news'
import { arabicPurposeLists } from '../../src/seed/data/arabic-purpose-lists'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'
import { auth, staffToken } from './staff-api'
import { shotOnRequest } from './layout/whole-page-shot'

/**
 * Arabic content on the /ar pages (issue 17, item 3; decision 0043): the home page, an article
 * and a purpose show the seed's Arabic; a record without Arabic yet shows its English with the
 * Arabic notice, marked as English and left to right; and the back office speaks Arabic, right
 * to left, to a staff member who picked it.
 */
const ARTICLE = 'partnership-for-childrens-heart-surgery'
const UNTRANSLATED_BLOG = 'a-day-on-a-medical-convoy'
const NOTICE = 'لم يُترجَم هذا المحتوى إلى العربية بعد'
const ENGLISH_CARD = 'بالإنجليزية حاليًا'
const shots = (name: string) => `test-results/l10n-screens/${name}.png`

test.describe('Arabic content', () => {
  test('the Arabic home page shows the Arabic about text and news', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const mission = page.getByText(arabicAbout.missionDescription)
      await expect(mission).toBeVisible()
      // Arabic text keeps the page's direction: no English block, no notice.
      await expect(page.locator('[lang="en"]').filter({ hasText: 'New Egypt is a' })).toHaveCount(0)
      await expect(page.getByText(NOTICE)).toHaveCount(0)
      const news = page.locator('section[aria-labelledby="news-title"]')
      await news.scrollIntoViewIfNeeded() // its cards load as it nears the screen
      await expect(news).toContainText(arabicNews[ARTICLE]!.title.slice(0, 40))
      await mission.scrollIntoViewIfNeeded()
      await shotOnRequest(page, { path: shots(`home-${width}`) })
    }
  })

  test('an Arabic article and a purpose page show their Arabic', async ({ page, request }) => {
    await page.goto(`/ar/newEgyptNews/${ARTICLE}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicNews[ARTICLE]!.title)
    await expect(page.locator('.prose')).toContainText(arabicNews[ARTICLE]!.body[0]!.text)
    await expect(page.getByText(NOTICE)).toHaveCount(0)

    const purposes = (await (await request.get('/api/content/case-purposes')).json()) as {
      data: { id: number }[]
    }
    await page.goto(`/ar/donationServices/${purposes.data[0]!.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الرعاية الطبية')
    await expect(page.getByText(arabicPurposes['Medical Care']!.description)).toBeVisible()
    // Its lists are Arabic too (the seed's, bullet stripped): no notice, nothing marked English.
    await expect(page.getByRole('note')).toHaveCount(0)
    await expect(page.locator('[data-section="objectives"] li').first()).toHaveText(
      arabicPurposeLists['Medical Care']!.objectives[0]!.replace(/^• /, ''),
    )
    await expect(page.locator('[data-section="objectives"] ul[lang="en"]')).toHaveCount(0)
    await expect(page.locator('p[lang="en"]', { hasText: 'قوافل' })).toHaveCount(0)
    // The English page is unchanged.
    await page.goto(`/newEgyptNews/${ARTICLE}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New partnership')
  })

  test('the Arabic blog list marks an English article and keeps its links under /ar', async ({
    page,
  }) => {
    await page.goto('/ar/blogs')
    const link = page.locator(`a[href="/ar/blog-detail/${UNTRANSLATED_BLOG}"]`)
    await expect(link).toHaveCount(1)
    const card = page.locator('article').filter({ has: link })
    await expect(card.getByText(ENGLISH_CARD, { exact: true })).toBeVisible()
    await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en')
    // Every card and pager link leads to an Arabic page.
    const hrefs = await page
      .locator('main a[href*="blog"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.filter((h) => !h?.startsWith('/ar/'))).toEqual([])
  })

  test('a record without Arabic shows its English, marked, under the Arabic notice', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/ar/blog-detail/${UNTRANSLATED_BLOG}`)
      await expect(page.getByRole('note')).toHaveText(
        'لم يُترجَم هذا المحتوى إلى العربية بعد، لذا نعرضه بالإنجليزية.',
      )
      const english = page.locator('div[lang="en"][dir="ltr"]')
      await expect(english.locator('.prose')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
      await shotOnRequest(page, { path: shots(`untranslated-${width}`) })
    }
    // English pages never show the notice.
    await page.goto(`/blog-detail/${UNTRANSLATED_BLOG}`)
    await expect(page.getByRole('note')).toHaveCount(0)
  })
})

test('the Arabic by-laws: Arabic headings, English bodies marked, the English anchors', async ({
  page,
}) => {
  await page.goto('/ar/bylaws')
  await expect(page.locator('#name-and-purpose-title')).toContainText('الاسم والغرض')
  await expect(page.getByRole('note')).toBeVisible()
  await expect(page.locator('#name-and-purpose-1 div[lang="en"][dir="ltr"]')).toBeVisible()
  await page.goto('/bylaws')
  await expect(page.getByRole('note')).toHaveCount(0)
  await expect(page.locator('#name-and-purpose-1 [lang="en"]')).toHaveCount(0)
})

test.describe('the back office in Arabic', () => {
  test('answers in Arabic, right to left, for a staff member who picked Arabic', async ({
    page,
    request,
    context,
  }) => {
    const token = await staffToken(request)
    const url = new URL(E2E.baseURL)
    // What the account page's language picker stores (Payload reads it on every admin page).
    await context.addCookies([
      { name: 'payload-token', value: token, domain: url.hostname, path: '/' },
      { name: 'payload-lng', value: 'ar', domain: url.hostname, path: '/' },
    ])
    await page.goto('/admin/collections/articles')
    // Payload writes the direction in capitals.
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByText(ar.translations.general.createNew).first()).toBeVisible()
    // The locale switcher lets editors write the Arabic form of a record; it names the content
    // language in the admin's language (issue 55: «الإنجليزية», never "English" or undefined).
    await expect(page.locator('.localizer-button__current-label').first()).toHaveText('الإنجليزية')
    await shotOnRequest(page, { path: shots('admin-ar') })

    await context.addCookies([
      { name: 'payload-lng', value: 'en', domain: url.hostname, path: '/' },
    ])
    await page.goto('/admin/collections/articles')
    await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)
  })
})

test('an editor writing the Arabic of an untranslated article starts from empty fields, not English copies', async ({
  page,
  request,
  context,
}) => {
  const token = await staffToken(request)
  const found = await request.get(
    `/api/articles?where[slug][equals]=${UNTRANSLATED_BLOG}&locale=en&depth=0`,
    { headers: auth(token) },
  )
  const { docs } = (await found.json()) as { docs: { id: number; title: string }[] }
  expect(docs[0]?.title, 'the seeded untranslated article').toBeTruthy()
  const url = new URL(E2E.baseURL)
  await context.addCookies([
    { name: 'payload-token', value: token, domain: url.hostname, path: '/' },
  ])
  // Payload's edit view reads the document without fallback (getDocumentData: fallbackLocale
  // false), so saving the Arabic form never stores the English texts as Arabic ones.
  await page.goto(`/admin/collections/articles/${docs[0]!.id}?locale=ar`)
  await expect(page.locator('#field-title')).toHaveValue('')
  await page.goto(`/admin/collections/articles/${docs[0]!.id}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue(docs[0]!.title)
})
