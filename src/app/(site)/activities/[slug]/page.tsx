import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { ActivityDetailView } from '@/features/activities/components/ActivityDetailView'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { activityMetadata } from '@/features/activities/metadata'
import {
  activityDetail,
  latestActivityItems,
  orFallback,
} from '@/features/activities/queries.server'

type Props = { params: Promise<{ slug: string }> }
const load = cache((slug: string) => activityDetail({ slug }))

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).slug)
  return found ? activityMetadata(found.activity) : {}
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  const found = await load(slug)
  if (!found) notFound()
  const latest = await orFallback('latest activities', () => latestActivityItems(slug), [])
  return <ActivityDetailView {...found} latest={latest ?? []} donationBox={<MakeDonationBox />} />
}
