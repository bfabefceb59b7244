import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import { ActivityDetailPage } from '@/features/activities/components/ActivityDetailPage'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { activityMetadata } from '@/features/activities/metadata'
import { activityDetail } from '@/features/activities/queries.server'

type Props = { params: Promise<{ slug: string }> }
// Keyed by language too: an /ar page's metadata and body must not share an English read.
const loadIn = cache((slug: string, locale: Locale) => activityDetail({ slug }, locale))
const load = (slug: string) => loadIn(slug, pageLocale())

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
  return <ActivityDetailPage found={found} donationBox={<MakeDonationBox />} />
}
