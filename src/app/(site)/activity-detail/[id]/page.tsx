import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { RecordScreen } from '@/components/content/RecordScreen'
import { findActivity } from '@/features/activities/queries.server'
import { parseId } from '@/lib/ids'
import { mediaUrl } from '@/lib/media'
import { buildMetadata } from '@/lib/metadata'

/** The id-based link to an activity shows the same screen; its canonical link is the slug's. */
type Props = { params: Promise<{ id: string }> }
const load = cache(async (raw: string) => {
  const id = parseId(raw)
  return id ? findActivity({ id }) : null
})

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await load((await params).id)
  if (!a) return {}
  return buildMetadata({
    title: a.meta?.title || a.name,
    description: a.meta?.description || a.excerpt || '',
    path: `/activities/${a.slug}`,
    image: mediaUrl(a.meta?.image) ?? mediaUrl(a.image),
  })
}

export default async function Page({ params }: Props) {
  const a = await load((await params).id)
  if (!a) notFound()
  return <RecordScreen title={a.name} summary={a.excerpt} image={mediaUrl(a.image, 'wide')} />
}
