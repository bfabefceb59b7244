/**
 * An RSS 2.0 document (issue 17 item 7, decision 0044): the news of one language. Written by
 * hand: twenty lines of XML with escaping do not need a dependency, and the integration test
 * parses the result.
 */
export interface FeedItem {
  title: string
  url: string
  description: string
  /** The article's date (its publication as staff set it). */
  published: Date
}

export interface Feed {
  title: string
  /** The news page the feed belongs to. */
  url: string
  /** The feed's own address (atom:link rel="self"). */
  self: string
  description: string
  language: 'en' | 'ar'
  /** The latest change of any item; absent when the feed is empty. */
  updated?: Date
  items: FeedItem[]
}

const xml = (s: string) =>
  s
    // Characters XML 1.0 does not allow, even escaped.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    )

export function rssXml(feed: Feed): string {
  const items = feed.items.map((i) =>
    [
      '    <item>',
      `      <title>${xml(i.title)}</title>`,
      `      <link>${xml(i.url)}</link>`,
      `      <guid isPermaLink="true">${xml(i.url)}</guid>`,
      `      <description>${xml(i.description)}</description>`,
      `      <pubDate>${i.published.toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(feed.title)}</title>`,
    `    <link>${xml(feed.url)}</link>`,
    `    <atom:link href="${xml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xml(feed.description)}</description>`,
    `    <language>${feed.language}</language>`,
    ...(feed.updated ? [`    <lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
