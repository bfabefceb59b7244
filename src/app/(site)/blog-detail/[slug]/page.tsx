import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { RecordScreen } from '@/components/content/RecordScreen'
import { findArticle } from '@/features/news/queries.server'
import { mediaUrl } from '@/lib/media'
import { buildMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ slug: string }> }
const load = cache((slug: string) => findArticle('blog', slug))

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const a = await load(slug)
  if (!a) return {}
  return buildMetadata({
    title: a.meta?.title || a.title,
    description: a.meta?.description || a.excerpt || '',
    path: `/blog-detail/${a.slug}`,
    image: mediaUrl(a.meta?.image) ?? mediaUrl(a.images?.[0]),
    type: 'article',
  })
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  const a = await load(slug)
  if (!a) notFound()
  return (
    <RecordScreen
      title={a.title}
      date={a.date}
      summary={a.subTitle || a.excerpt}
      image={mediaUrl(a.meta?.image, 'wide') ?? mediaUrl(a.images?.[0], 'wide')}
    />
  )
}
