import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BrandLogo, NavBrand } from './components/Brand'
import { backOfficeMetadata } from './admin-title'

/** The back office's own name read in Arabic by a staff member who picked Arabic. */
describe("the back office's own title", () => {
  it('ends every page title and the description with the Arabic name', () => {
    const payloadMeta = {
      title: 'التبرعات | New Egypt Foundation back office',
      description: 'The back office of the New Egypt Foundation.',
      openGraph: { title: 'التبرعات | New Egypt Foundation back office', siteName: 'x' },
      metadataBase: new URL('http://localhost:3000'),
    }
    const ar = backOfficeMetadata(payloadMeta, 'ar')
    expect(ar.title).toBe('التبرعات | لوحة إدارة مؤسسة مصر الجديدة')
    expect(ar.description).toBe('لوحة إدارة مؤسسة مصر الجديدة.')
    expect((ar.openGraph as { title: string }).title).toBe(
      'التبرعات | لوحة إدارة مؤسسة مصر الجديدة',
    )
    expect(ar.metadataBase).toBeInstanceOf(URL)
    expect(backOfficeMetadata(payloadMeta, 'en')).toBe(payloadMeta)
  })

  it('names the charity and the back office in Arabic beside the mark', () => {
    const nav = renderToStaticMarkup(NavBrand({ i18n: { language: 'ar' } }))
    expect(nav).toContain('مؤسسة مصر الجديدة')
    expect(nav).toContain('لوحة الإدارة')
    expect(nav).not.toMatch(/New Egypt|Back office/)
    const logo = renderToStaticMarkup(BrandLogo({ i18n: { language: 'en' } }))
    expect(logo).toContain('New Egypt Foundation')
    expect(logo).toContain('Back office')
  })
})
