import { newsPage } from '@/features/news/news-page.server'

// Segment options stay literal here, where Next reads them (the same as ../route.ts).
export const dynamic = 'force-static'
export const revalidate = 300
export const generateStaticParams = () => []

/** GET news?page={n} with the header `lang: ar` (rewritten here by next.config.ts): in Arabic. */
export const GET = newsPage('ar')
