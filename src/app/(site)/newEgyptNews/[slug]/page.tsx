import { ArticleRoute, articleRouteMetadata } from '@/features/news/components/ArticleRoute'

// Segment options stay literal here, where Next reads them.
export const revalidate = 300
export const generateStaticParams = async () => []
export const generateMetadata = articleRouteMetadata

/** An article at /newEgyptNews/{slug}: news or blog, the same page on both routes. */
export default ArticleRoute
