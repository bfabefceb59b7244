import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { articleMetadata, loadArticle } from '../article-page.server'
import { pageLocale } from '@/i18n/server'
import { articleLinks, articleUntranslated } from '../queries.server'
import { ArticleView } from './ArticleView'

/** The props Next hands both article routes. */
export type ArticleRouteProps = { params: Promise<{ slug: string }> }

/**
 * The one article page behind /newEgyptNews/{slug} and /blog-detail/{slug}: any published
 * article, news or blog (src/features/news/article-page.server.ts says why both).
 */
export async function ArticleRoute({ params }: ArticleRouteProps) {
  const article = await loadArticle((await params).slug)
  if (!article) notFound()
  const [sidebar, untranslated] = await Promise.all([
    articleLinks('blog', 6),
    articleUntranslated(article, pageLocale()),
  ])
  return <ArticleView article={article} sidebar={sidebar} untranslated={untranslated} />
}

export async function articleRouteMetadata({ params }: ArticleRouteProps): Promise<Metadata> {
  const a = await loadArticle((await params).slug)
  return a ? articleMetadata(a) : {}
}
