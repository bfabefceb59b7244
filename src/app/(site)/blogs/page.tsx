import { PageHero } from '@/components/page/PageHero'
import { BlogCards, BlogPager } from '@/features/news/components/BlogCards'
import { ScrollToTop } from '@/features/news/components/ScrollToTop'
import { BLOG_PAGE_SIZE } from '@/features/news/constants'
import { pagedArticles } from '@/features/news/queries.server'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/blogs')

type Props = { searchParams: Promise<{ page?: string }> }

/** The blog list: cards and a pager inside 1 … the number of pages. */
export default async function BlogsPage({ searchParams }: Props) {
  const requested = Number((await searchParams).page ?? 1)
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1
  const result = await pagedArticles({ kind: 'blog', page, limit: BLOG_PAGE_SIZE }).catch(
    (error) => {
      console.error('Could not load the blog list', error)
      return { docs: [], page, totalPages: 1 }
    },
  )
  const current = Math.min(page, result.totalPages)
  return (
    <>
      <ScrollToTop page={current} />
      <PageHero
        title="Blogs"
        lede="Stories, reflections and updates from our clubs and volunteers."
      />
      <div className="container section">
        <BlogCards articles={result.docs} />
        <BlogPager basePath="/blogs" page={current} totalPages={result.totalPages} />
      </div>
    </>
  )
}
