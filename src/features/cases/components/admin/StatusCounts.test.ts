import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StatusCounts } from './StatusCounts'

/** The counters above the case request list, in the staff member's admin language. */
const payload = {
  count: async ({ where }: { where: { status: { equals: string } } }) => ({
    totalDocs: where.status.equals === 'new' ? 3 : 0,
  }),
} as unknown as Payload

const render = async (language: string) =>
  renderToStaticMarkup(await StatusCounts({ payload, i18n: { language } }))

describe('StatusCounts', () => {
  it('reads in Arabic for an Arabic back office', async () => {
    const html = await render('ar')
    expect(html).toContain('aria-label="عدد الطلبات في كل حالة"')
    expect(html).toContain('جديد: <strong>3</strong>')
    expect(html).toContain('قيد المراجعة: <strong>0</strong>')
    expect(html).not.toMatch(/New|Under review|Requests per status/)
  })

  it('reads in English otherwise, each count a link to its filtered list', async () => {
    const html = await render('en')
    expect(html).toContain('aria-label="Requests per status"')
    expect(html).toContain(
      'href="/admin/collections/case-requests?where[status][equals]=under-review">Under review: <strong>0</strong>',
    )
  })
})
