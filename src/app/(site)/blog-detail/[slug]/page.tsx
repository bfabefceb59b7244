import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/features/news/components/ArticleView'
import { articleMetadata, loadArticle } from '@/features/news/article-page.server'
import { latestArticles } from '@/features/news/queries.server'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await loadArticle((await params).slug)
  return a ? articleMetadata(a) : {}
}

/** An article, news or blog (src/features/news/article-page.server.ts says why both). */
export default async function Page({ params }: Props) {
  const article = await loadArticle((await params).slug)
  if (!article) notFound()
  return <ArticleView article={article} sidebar={await latestArticles('blog', 6)} />
}
