import { newsPage } from '@/features/news/news-page.server'

/**
 * GET news?page={n}: data.news and data.paginator (spec 000 §7). The public
 * address keeps its query string; next.config.ts rewrites it to this path so
 * each page is cached by Next like a prerendered page (a query string would
 * make the route dynamic) and rendered again after any content change.
 */
export const dynamic = 'force-static'
export const revalidate = 300
export const generateStaticParams = () => []

export const GET = newsPage('en')
