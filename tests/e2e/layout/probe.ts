/**
 * What the layout check measures inside the page. Each function is passed to
 * `page.evaluate`, so it must stand alone: no imports, no outer variables.
 */

export interface LayoutFindings {
  viewport: number
  /** The document's scrollable width: wider than the viewport means a sideways scroll. */
  documentWidth: number
  /** When the document is too wide: the elements reaching furthest out (hidden ones included). */
  widest: string[]
  /** Elements drawn past the left or right edge of the viewport (not clipped by a scroller). */
  cutOff: string[]
  /** Images that failed to load. */
  brokenImages: string[]
  /** Images drawn at another aspect ratio than their own, without object-fit. */
  stretchedImages: string[]
}

/**
 * Walks the whole document once. An element counts as cut off when the part
 * of it left visible by its scrolling or clipping ancestors crosses the
 * viewport's left or right edge: the slides of a slider beyond its track are
 * clipped by the track, so they do not count; a card pushed out of the page does.
 */
export function probeLayout(): LayoutFindings {
  const viewport = document.documentElement.clientWidth
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : ''
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ''}> "${text}"`
  }
  const cutOff: string[] = []
  type Clip = readonly [left: number, right: number]
  const none: Clip = [-Infinity, Infinity]
  // `clip`: what scrolling or clipping ancestors leave of an in-flow element; `forAbsolute`: the
  // same for an absolutely positioned one, which only ancestors from its containing block up clip.
  const walk = (el: Element, clip: Clip, forAbsolute: Clip) => {
    const style = getComputedStyle(el)
    if (style.display === 'none') return
    if (style.position === 'fixed') clip = forAbsolute = none
    else if (style.position === 'absolute') clip = forAbsolute
    // Clipped to nothing: the visually-hidden pattern (and anything like it) is out of sight.
    if (style.clipPath.startsWith('inset(50%') || (style.clip !== 'auto' && style.clip !== ''))
      return
    const box = el.getBoundingClientRect()
    const left = Math.max(box.left, clip[0])
    const right = Math.min(box.right, clip[1])
    const seen =
      right - left > 1 &&
      box.height > 1 &&
      style.visibility === 'visible' &&
      Number(style.opacity) > 0 &&
      el !== document.body
    if (seen && (left < -1 || right > viewport + 1)) {
      cutOff.push(`${name(el)} spans ${Math.round(left)}…${Math.round(right)} px`)
      return // its children would only repeat it
    }
    if (
      style.overflowX !== 'visible' ||
      style.contain.includes('paint') ||
      style.clipPath !== 'none'
    ) {
      clip = [Math.max(clip[0], box.left), Math.min(clip[1], box.right)]
    }
    const containsAbsolute = style.position !== 'static' || style.transform !== 'none'
    for (const child of Array.from(el.children)) {
      walk(child, clip, containsAbsolute ? clip : forAbsolute)
    }
  }
  walk(document.body, none, none)

  // When the page is too wide, name what reaches furthest out, hidden things included.
  const documentWidth = document.documentElement.scrollWidth
  const widest: string[] = []
  if (documentWidth > viewport) {
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl'
    const reach = (el: Element) => {
      const box = el.getBoundingClientRect()
      return rtl ? -box.left : box.right
    }
    const all = Array.from(document.body.querySelectorAll('*')).filter((el) => reach(el) > viewport)
    all.sort((a, b) => reach(b) - reach(a))
    for (const el of all.slice(0, 3)) widest.push(`${name(el)} reaches ${Math.round(reach(el))} px`)
  }

  const brokenImages: string[] = []
  const stretchedImages: string[] = []
  for (const img of Array.from(document.images)) {
    const box = img.getBoundingClientRect()
    if (box.width < 2 || box.height < 2 || getComputedStyle(img).visibility !== 'visible') continue
    const src = img.currentSrc || img.src
    if (img.complete && img.naturalWidth === 0) {
      brokenImages.push(src)
      continue
    }
    if (!img.naturalWidth || !img.naturalHeight) continue
    const fit = getComputedStyle(img).objectFit
    if (fit !== 'fill') continue
    const drawn = box.width / box.height
    const own = img.naturalWidth / img.naturalHeight
    if (Math.abs(drawn / own - 1) > 0.04) {
      stretchedImages.push(
        `${src} drawn ${Math.round(box.width)}×${Math.round(box.height)}, is ${img.naturalWidth}×${img.naturalHeight}`,
      )
    }
  }
  return {
    viewport,
    documentWidth,
    widest,
    cutOff,
    brokenImages,
    stretchedImages,
  }
}

/**
 * Scrolls each form control of the page to the bottom of the screen, where a
 * visitor scrolling down first meets it and where the fixed 'Make A Donation'
 * button sits, and lists the controls that button then covers. A selector that finds no
 * button is reported too: a probe that finds nothing must not pass as 'nothing covered'
 * (the Arabic shell's translated labels once made it check nothing on the case screens).
 */
export function probeFabCover(fabSelector: string): string[] {
  const fab = document.querySelector(fabSelector)
  if (!fab) return [`no donate button matches ${fabSelector}`]
  const controls = Array.from(
    document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, form button',
    ),
  ).filter((el) => {
    if (el.closest('[aria-hidden="true"]')) return false
    const style = getComputedStyle(el)
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false
    const box = el.getBoundingClientRect()
    return box.width > 2 && box.height > 2
  })
  const covered: string[] = []
  for (const el of controls) {
    el.scrollIntoView({ block: 'end', inline: 'nearest' })
    const a = el.getBoundingClientRect()
    const b = fab.getBoundingClientRect()
    const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
    const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
    if (overlapX > 1 && overlapY > 1) {
      const label =
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        el.getAttribute('name') ||
        el.textContent?.trim() ||
        el.tagName
      covered.push(`${el.tagName.toLowerCase()} "${label.slice(0, 40)}"`)
    }
  }
  window.scrollTo(0, 0)
  return covered
}

/**
 * Readies the page for measuring and for the screenshots: lazy images load
 * now (a screenshot of the whole page must show them), fonts are in.
 */
export async function settlePage(): Promise<void> {
  // Every wait here is bounded: a frame that never comes (Chromium pauses animation frames of a
  // page it considers hidden) or a font that never settles once held a test to its 60 s limit.
  const frame = () =>
    Promise.race([
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      new Promise((r) => setTimeout(r, 100)),
    ])
  // Parts that load when they near the screen (the home's sliders, decision 0071): the page is
  // walked down a screen at a time, as a reader scrolls, then each is waited for (5 s at most).
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo({ top: y, behavior: 'instant' })
    await frame()
  }
  const loading = () => document.querySelector('[aria-busy="true"]') !== null
  for (const until = Date.now() + 5000; loading() && Date.now() < until; ) await frame()
  window.scrollTo({ top: 0, behavior: 'instant' })
  const images = Array.from(document.images)
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager'
  await Promise.race([
    Promise.all(images.map((img) => img.decode().catch(() => undefined))),
    new Promise((done) => setTimeout(done, 5000)),
  ])
  await Promise.race([document.fonts.ready, new Promise((done) => setTimeout(done, 5000))])
}
