import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { RecordScreen } from '@/components/content/RecordScreen'
import { findDonationPurpose } from '@/features/purposes/queries.server'
import { parseId } from '@/lib/ids'
import { mediaUrl } from '@/lib/media'
import { buildMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ id: string }> }
const load = cache(async (raw: string) => {
  const id = parseId(raw)
  return id ? findDonationPurpose(id) : null
})

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await load((await params).id)
  if (!p) return {}
  return buildMetadata({
    title: p.name,
    description: p.description ?? '',
    path: `/donationServices/${p.id}`,
    image: mediaUrl(p.image),
  })
}

export default async function Page({ params }: Props) {
  const p = await load((await params).id)
  if (!p) notFound()
  return <RecordScreen title={p.name} summary={p.description} image={mediaUrl(p.image, 'wide')} />
}
