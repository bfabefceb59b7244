import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHero } from '@/components/page/PageHero'
import styles from '@/features/newsletter/components/Newsletter.module.css'
import { CONFIRM_TEXTS } from '@/features/newsletter/messages'
import { confirmSubscription } from '@/features/newsletter/newsletter.server'
import { buildMetadata } from '@/lib/metadata'
import { payloadClient } from '@/lib/payload.server'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  ...buildMetadata({
    title: 'Confirm your newsletter subscription',
    description: 'Confirm your subscription to the New Egypt Foundation newsletter.',
    path: '/newsletter/confirm',
  }),
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The link of the confirmation mail (double opt-in): confirms and says so, or says why not. */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams
  const outcome = await confirmSubscription(await payloadClient(), token)
  const { title, text } = CONFIRM_TEXTS[outcome]
  const good = outcome === 'confirmed' || outcome === 'already-confirmed'
  return (
    <>
      <PageHero title={title} />
      <div className="container section">
        <div className={styles.card}>
          <p className={good ? 'alert alert-success' : 'alert'}>{text}</p>
          <Link className="btn btn-primary" href="/">
            Back to Home
          </Link>
        </div>
      </div>
    </>
  )
}
