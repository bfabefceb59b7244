import type { MetadataRoute } from 'next'

/**
 * /robots.txt: the public site may be crawled; the back office, the JSON
 * API and the board's personal voting links may not. Without this file the
 * unknown-path redirect answered robots.txt with the home page's HTML.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/voteForm'] },
  }
}
