import { describe, expect, it } from 'vitest'
import { toLexical } from '@/seed/lexical'
import { articleHtml, sanitizeArticleHtml } from './html'

describe('article HTML', () => {
  it('renders headings and paragraphs of the rich text', () => {
    const html = articleHtml(
      toLexical([
        { type: 'h2', text: 'Why we go' },
        { type: 'p', text: 'Doctors & nurses <volunteer>.' },
      ]),
    )
    expect(html).toContain('<h2>Why we go</h2>')
    expect(html).toContain('<p>Doctors &amp; nurses &lt;volunteer&gt;.</p>')
  })

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x.png" onerror="steal()">'
    const clean = sanitizeArticleHtml(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:/)
    expect(clean).toContain('<p>Hi</p>')
    expect(clean).toContain('<img src="x.png" loading="lazy" />')
  })

  it('protects links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('gives an empty string for an empty body', () => {
    expect(articleHtml(null)).toBe('')
    expect(articleHtml({})).toBe('')
  })
})
