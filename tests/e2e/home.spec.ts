import { expect, test } from './fixtures'
import { donationBox, form } from './donation-helpers'
import { auth, staffToken } from './staff-api'

test.describe('home page', () => {
  test('has every part of the spec, with See More links to /news, /allActivities and /team', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('make-donation-box')).toBeVisible()
    await expect(page.getByTestId('home-counter')).toHaveText('673')
    for (const [title, href] of [
      ['Latest News', '/news'],
      ['Our Activities', '/allActivities'],
      ['Our Volunteers', '/team'],
    ] as const) {
      const section = page.getByRole('region', { name: title, exact: true }).first()
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await expect(page.getByRole('link', { name: `See More: ${title}` })).toHaveAttribute(
        'href',
        href,
      )
      await expect(section).toBeVisible()
    }
    const services = page.getByRole('heading', { level: 2, name: 'Our Services' }).locator('..')
    for (const name of ['Breakfast Programme', 'Food Assistance', 'Social Works']) {
      await expect(services.getByRole('heading', { level: 3, name })).toBeVisible()
      await expect(services.getByRole('link', { name: `Read More: ${name}` })).toHaveAttribute(
        'href',
        '/service-detail',
      )
    }
  })

  test("'Read More' links show the spec's label and name what they lead to in their text", async ({
    page,
  }) => {
    await page.goto('/')
    const services = page.getByRole('heading', { level: 2, name: 'Our Services' }).locator('..')
    const link = services.getByRole('link', { name: 'Read More: Food Assistance' })
    // Drawn as a visitor who scrolled there sees it (below the first screen it waits to be drawn).
    await link.scrollIntoViewIfNeeded()
    // Search engines read the link's text (not its aria-label): it names the service too. The
    // section is drawn in the frame after it nears the screen (content-visibility: until then
    // innerText is ''), so the text is awaited, not read once.
    await expect
      .poll(() => link.evaluate((a) => (a as HTMLElement).innerText))
      .toMatch(/^Read More\s*: Food Assistance$/)
    // What sighted visitors see is the spec's label alone: the rest is a 1-pixel clipped span.
    const parts = await link.evaluate((a) => ({
      label: a.childNodes[0]?.textContent,
      hiddenWidth: a.querySelector('span')?.getBoundingClientRect().width,
    }))
    expect(parts).toEqual({ label: 'Read More', hiddenWidth: 1 })
  })

  test('sections below the first screen are drawn when they near it, and are read at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const drawn = (name: string) =>
      page
        .getByRole('heading', { level: 2, name, exact: true })
        .evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }))
    // The first screen is drawn; the volunteers, at the bottom, are not yet laid out.
    expect(await drawn('Your gift changes a life today')).toBe(true)
    expect(await drawn('Our Volunteers')).toBe(false)
    // They are in the accessibility tree all the same (screen readers, find in page).
    await expect(page.getByRole('link', { name: 'See More: Our Volunteers' })).toHaveAttribute(
      'href',
      '/team',
    )
    await page.getByRole('heading', { level: 2, name: 'Our Volunteers' }).scrollIntoViewIfNeeded()
    await expect.poll(() => drawn('Our Volunteers')).toBe(true)
  })

  test('a donation form whose texts do not arrive says so and loads on Try again', async ({
    page,
  }) => {
    let refused = 0
    await page.route('**/api/messages/donation/en', (route) => {
      refused++
      return route.abort('internetdisconnected')
    })
    await page.goto('/')
    const box = await donationBox(page)
    const alert = box.getByRole('alert')
    await expect(alert).toHaveText(
      /The donation form could not be loaded\. Check your connection and try again\./,
    )
    expect(refused).toBe(1)
    // The rest of the page is there: the failure stays inside the box.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.unroute('**/api/messages/donation/en')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(form(box).root).toBeVisible()
    await expect(alert).toHaveCount(0)
  })

  test("the donation form's checks and gateway load when the visitor engages it; checks that do not arrive fail the submit, and load on the next", async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))
    await page.goto('/')
    const f = form(await donationBox(page))
    await expect(f.root).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Drawn and idle, untouched: no gateway asked, no code loaded since the form's own.
    const drawn = asked.length
    expect(asked.filter((p) => p === '/api/donation/payment-config')).toEqual([])

    // The checks' chunk (and anything else new) refused: the first focus asks for it.
    let refused = 0
    await page.route('**/_next/static/chunks/**', (route) => {
      refused++
      return route.abort('internetdisconnected')
    })
    await f.field('First Name').fill('Amira')
    await expect.poll(() => refused).toBeGreaterThan(0)
    // Asked from an effect of the render that engaging made: it may follow the chunk's request.
    await expect.poll(() => asked.slice(drawn)).toContain('/api/donation/payment-config')
    // aria-disabled while not valid, as a visitor's Enter submits it anyway.
    await f.submit.focus()
    await page.keyboard.press('Enter')
    const failed = page.getByRole('dialog', { name: 'Donation Failed' })
    await expect(failed).toBeVisible()
    expect(asked).not.toContain('/api/donation/stage-donation')
    await failed.getByRole('button', { name: 'OK' }).click()

    // Back online: the next submit loads the checks, which find the form incomplete.
    await page.unroute('**/_next/static/chunks/**')
    await f.submit.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Form Invalid' })).toBeVisible()
    await expect(f.root.getByText('Last name is required', { exact: true })).toBeVisible()
    expect(asked).not.toContain('/api/donation/stage-donation')
  })

  test.describe('the hero slideshow', () => {
    test.use({ reducedMotion: 'no-preference' })
    test('alternates every 5000 ms, and stops with its pause button (WCAG 2.2.2)', async ({
      page,
    }) => {
      await page.clock.install()
      await page.goto('/')
      const hero = page.locator('[data-hero-image]')
      await expect(hero).toHaveAttribute('data-hero-image', '0')
      await page.clock.runFor(4900)
      await expect(hero).toHaveAttribute('data-hero-image', '0')
      await page.clock.runFor(200)
      await expect(hero).toHaveAttribute('data-hero-image', '1')
      await page.clock.runFor(5000)
      await expect(hero).toHaveAttribute('data-hero-image', '0')
      const pause = hero.getByRole('button', { name: 'Pause the slideshow' })
      await pause.press('Enter')
      await expect(hero.getByRole('button', { name: 'Play the slideshow' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await page.clock.runFor(15_000)
      await expect(hero).toHaveAttribute('data-hero-image', '0')
    })
  })

  test('the hero slideshow does not start under reduced motion, and can be started', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    const hero = page.locator('[data-hero-image]')
    const play = hero.getByRole('button', { name: 'Play the slideshow' })
    await expect(play).toBeVisible()
    await page.clock.runFor(15_000)
    await expect(hero).toHaveAttribute('data-hero-image', '0')
    await play.click()
    await page.clock.runFor(5100)
    await expect(hero).toHaveAttribute('data-hero-image', '1')
  })

  test.describe('testimonials', () => {
    test.use({ reducedMotion: 'no-preference' })
    test('autoplay every 3000 ms with a 400 ms slide, and pause on request', async ({ page }) => {
      await page.clock.install()
      await page.goto('/')
      const carousel = page.getByRole('region', { name: 'Testimonials' })
      const active = carousel.locator('[data-active="true"]')
      await expect(active).toHaveAttribute('aria-label', '1 of 3')
      expect(
        await carousel
          .locator('ul')
          .first()
          .evaluate((el) => getComputedStyle(el).transitionDuration),
      ).toBe('0.4s')
      await page.clock.runFor(2900)
      await expect(active).toHaveAttribute('aria-label', '1 of 3')
      await page.clock.runFor(200)
      await expect(active).toHaveAttribute('aria-label', '2 of 3')
      await carousel.getByRole('button', { name: 'Pause' }).click()
      await page.mouse.move(0, 0) // leave the carousel: only the pause button holds it
      await page.clock.runFor(7000)
      await expect(active).toHaveAttribute('aria-label', '2 of 3')
      await carousel.getByRole('button', { name: 'Play' }).click()
      await page.mouse.move(0, 0)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.clock.runFor(3100)
      await expect(active).toHaveAttribute('aria-label', '3 of 3')
    })
  })

  test('the hero video opens in the modal once staff set one', async ({ page, request }) => {
    const token = await staffToken(request)
    const url = 'https://www.youtube-nocookie.com/embed/charity-story'
    const before = (await (await request.get('/api/globals/home-page')).json()).heroVideoUrl ?? ''
    // The embedded player is on another host, unreachable here: only its address is checked.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<html><body>video</body></html>', contentType: 'text/html' }),
    )
    const dialog = page.getByRole('dialog', { name: 'Our story (video)' })
    try {
      const set = await request.post('/api/globals/home-page', {
        headers: auth(token),
        data: { heroVideoUrl: url },
      })
      expect(set.ok(), await set.text()).toBe(true)
      // The demo's own video shows until the home page is rendered again with the new address.
      await expect(async () => {
        await page.goto('/')
        await page.getByRole('button', { name: 'Watch our story' }).click({ timeout: 2000 })
        await expect(dialog.locator('iframe')).toHaveAttribute('src', `${url}?autoplay=1`, {
          timeout: 2000,
        })
      }).toPass({ timeout: 30_000 })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    } finally {
      await request.post('/api/globals/home-page', {
        headers: auth(token),
        data: { heroVideoUrl: before },
      })
    }
  })

  test('a fresh start plays the demo video the project made, served by the site', async ({
    page,
    request,
  }) => {
    const file = await request.get('/video/our-story.mp4')
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('video/mp4')
    expect((await file.body()).length).toBeGreaterThan(10_000)

    const dialog = page.getByRole('dialog', { name: 'Our story (video)' })
    const video = dialog.locator('video')
    // Another test may just have restored the setting: wait for the page to show it again.
    await expect(async () => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Watch our story' }).click({ timeout: 2000 })
      await expect(video).toHaveAttribute('src', '/video/our-story.mp4', { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
      .toBeGreaterThan(10)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a video address that is not an embed is refused', async ({ request }) => {
    const token = await staffToken(request)
    const res = await request.post('/api/globals/home-page', {
      headers: auth(token),
      data: { heroVideoUrl: 'javascript:alert(1)' },
    })
    expect(res.status()).toBe(400)
  })
})

test.describe('one-page variant', () => {
  test('has its section nav and the fixed texts', async ({ page }) => {
    await page.goto('/onepage')
    for (const id of ['home', 'causes', 'priorities', 'volunteers', 'blogs']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1)
      await expect(page.locator(`a[href="#${id}"]`).first()).toBeVisible()
    }
    for (const text of [
      'Popular Causes',
      'We Have Funded 150 Charity Projects for 10M People Around The World',
      'Our Volunteers',
      'Blog Or News',
    ]) {
      await expect(page.getByRole('heading', { name: text, exact: true })).toBeVisible()
    }
    await page.locator('a[href="#blogs"]').first().click()
    await expect(page.locator('section#blogs')).toBeInViewport()
  })
})
