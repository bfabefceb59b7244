import { PageHero } from '@/components/page/PageHero'
import { NewsBoard } from '@/features/news/components/NewsBoard'
import { GENERAL_NEWS, NEWS_PAGE_SIZE } from '@/features/news/constants'
import { pagedArticles } from '@/features/news/queries.server'
import { serviceItem } from '@/features/news/serialize.server'
import { servicePage } from '@/features/news/service-page'
import { pageTranslator } from '@/i18n/page-text'
import { siteUrl } from '@/lib/env'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/newEgyptNews')
export const revalidate = 300

/** 'Our Latest News': the first page is rendered here; the pager follows the news service. */
export default async function NewsListPage() {
  const first = await pagedArticles({
    category: GENERAL_NEWS,
    page: 1,
    limit: NEWS_PAGE_SIZE,
  }).catch((error) => {
    console.error('Could not load the latest news', error)
    return { docs: [], page: 1, totalPages: 1 }
  })
  const url = `${siteUrl()}/api/news-service/categories/${GENERAL_NEWS}?page=1`
  return (
    <>
      <PageHero title={pageTranslator('news')('latest')} />
      <div className="container section">
        <NewsBoard initial={servicePage(first.docs.map(serviceItem), url, 1, first.totalPages)} />
      </div>
    </>
  )
}
