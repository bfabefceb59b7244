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
import { parseId } from '@/lib/ids'

/** The id-based link to an activity shows the same screen; its canonical link is the slug's. */
type Props = { params: Promise<{ id: string }> }
const load = cache(async (raw: string) => {
  const id = parseId(raw)
  return id ? activityDetail({ id }) : null
})

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id)
  return found ? activityMetadata(found.activity) : {}
}

export default async function Page({ params }: Props) {
  const found = await load((await params).id)
  if (!found) notFound()
  const slug = found.activity.slug
  const latest = await orFallback('latest activities', () => latestActivityItems(slug), [])
  return <ActivityDetailView {...found} latest={latest ?? []} donationBox={<MakeDonationBox />} />
}
