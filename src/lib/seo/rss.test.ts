import { describe, expect, it } from 'vitest'
import { rssXml } from './rss'

describe('rssXml', () => {
  const feed = {
    title: 'News & more',
    url: 'https://x.example/newEgyptNews',
    self: 'https://x.example/newEgyptNews/rss.xml',
    description: 'Said "hi" <b>',
    language: 'ar' as const,
    updated: new Date('2026-11-02T10:00:00Z'),
    items: [
      {
        title: 'قافلة طبية <1>',
        url: 'https://x.example/ar/newEgyptNews/a?b=1&c=2',
        description: 'line\u0001 two',
        published: new Date('2026-11-01T00:00:00Z'),
      },
    ],
  }

  it('escapes texts and links, drops characters XML forbids', () => {
    const out = rssXml(feed)
    expect(out).toContain('<title>News &amp; more</title>')
    expect(out).toContain('<description>Said &quot;hi&quot; &lt;b&gt;</description>')
    expect(out).toContain('<title>قافلة طبية &lt;1&gt;</title>')
    expect(out).toContain('<link>https://x.example/ar/newEgyptNews/a?b=1&amp;c=2</link>')
    expect(out).toContain('<description>line two</description>')
    expect(out).toContain('<pubDate>Sun, 01 Nov 2026 00:00:00 GMT</pubDate>')
    expect(out).toContain('<language>ar</language>')
    expect(out).toContain('<lastBuildDate>Mon, 02 Nov 2026 10:00:00 GMT</lastBuildDate>')
  })

  it('writes an empty channel without a build date', () => {
    const out = rssXml({ ...feed, updated: undefined, items: [] })
    expect(out).not.toContain('<item>')
    expect(out).not.toContain('lastBuildDate')
    expect(out).toMatch(/<\/channel>\n<\/rss>\n$/)
  })
})
