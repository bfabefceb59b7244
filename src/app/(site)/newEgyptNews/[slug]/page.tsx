import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { ArticleView } from '@/features/news/components/ArticleView'
import { findArticle, latestArticles } from '@/features/news/queries.server'
import { mediaUrl } from '@/lib/media'
import { buildMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ slug: string }> }
const load = cache((slug: string) => findArticle('news', slug))

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await load((await params).slug)
  if (!a) return {}
  return buildMetadata({
    title: a.meta?.title || a.title,
    description: a.meta?.description || a.excerpt || '',
    path: `/newEgyptNews/${a.slug}`,
    image: mediaUrl(a.meta?.image) ?? mediaUrl(a.images?.[0]) ?? mediaUrl(a.thumbnail),
    type: 'article',
  })
}

export default async function Page({ params }: Props) {
  const article = await load((await params).slug)
  if (!article) notFound()
  return <ArticleView article={article} sidebar={await latestArticles('blog', 6)} />
}
