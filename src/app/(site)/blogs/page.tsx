import { redirect } from 'next/navigation'
import { PageHero } from '@/components/page/PageHero'
import { BlogCards, BlogPager } from '@/features/news/components/BlogCards'
import { ScrollToTop } from '@/features/news/components/ScrollToTop'
import { BLOG_PAGE_SIZE } from '@/features/news/constants'
import { pagedArticles } from '@/features/news/queries.server'
import { parsePage } from '@/lib/ids'
import { routeMetadata } from '@/lib/metadata'
import { pageTranslator } from '@/i18n/page-text'

export const metadata = routeMetadata('/blogs')

type Props = { searchParams: Promise<{ page?: string }> }

/** The blog list: cards and a pager inside 1 … the number of pages; a page past the end goes to the last. */
export default async function BlogsPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page)
  const result = await pagedArticles({ kind: 'blog', page, limit: BLOG_PAGE_SIZE }).catch(
    (error) => {
      console.error('Could not load the blog list', error)
      return { docs: [], page, totalPages: 1 }
    },
  )
  // Past the end: the last page, at its own address, rather than an empty list.
  if (page > result.totalPages) {
    redirect(result.totalPages === 1 ? '/blogs' : `/blogs?page=${result.totalPages}`)
  }
  const current = page
  const t = pageTranslator('news')
  return (
    <>
      <ScrollToTop page={current} />
      <PageHero title={t('blogsTitle')} lede={t('blogsLede')} />
      <div className="container section">
        <BlogCards articles={result.docs} />
        <BlogPager basePath="/blogs" page={current} totalPages={result.totalPages} />
      </div>
    </>
  )
}
