import { PageHero } from '@/components/page/PageHero'
import { BlogCards } from '@/features/news/components/BlogCards'
import { BlogSidebar } from '@/features/news/components/BlogSidebar'
import styles from '@/features/news/components/ArticleView.module.css'
import { BLOG_PAGE_SIZE } from '@/features/news/constants'
import { latestArticles } from '@/features/news/queries.server'
import { routeMetadata } from '@/lib/metadata'
import { pageTranslator, routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/blog-sidebar')
export const revalidate = 300

/** 'Blog Or News': the latest blog articles with a sidebar of news links. */
export default async function BlogOrNewsPage() {
  const [blogs, news] = await Promise.all([
    latestArticles('blog', BLOG_PAGE_SIZE),
    latestArticles('news', 8),
  ])
  return (
    <>
      <PageHero title={routeText('/blog-sidebar').title} />
      <div className={`container ${styles.layout}`}>
        <BlogCards articles={blogs} />
        <BlogSidebar
          articles={news}
          title={pageTranslator('news')('latestNewsSidebar')}
          hrefBase="/newEgyptNews"
        />
      </div>
    </>
  )
}
