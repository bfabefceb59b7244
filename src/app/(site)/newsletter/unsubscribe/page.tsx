import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHero } from '@/components/page/PageHero'
import styles from '@/features/newsletter/components/Newsletter.module.css'
import { UnsubscribeForm } from '@/features/newsletter/components/UnsubscribeForm'
import { unsubscribeTokenIsKnown } from '@/features/newsletter/newsletter.server'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { buildMetadata } from '@/lib/metadata'
import { payloadClient } from '@/lib/payload.server'
import { PageMessages } from '@/i18n/PageMessages'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  ...buildMetadata({
    title: 'Unsubscribe from the newsletter',
    description: 'Stop receiving the New Egypt Foundation newsletter.',
    path: '/newsletter/unsubscribe',
  }),
  robots: { index: false, follow: false },
}

type Props = {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The unsubscribe link of the newsletter mails: asks, then unsubscribes on the button. */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams
  const known =
    typeof token === 'string' && (await unsubscribeTokenIsKnown(await payloadClient(), token))
      ? token
      : null
  const locale = pageLocale()
  const t = translator(locale, 'newsletterPages')
  return (
    <>
      <PageHero title={known ? t('unsubscribe.askTitle') : t('unsubscribe.invalidTitle')} />
      <div className="container section">
        {known ? (
          <PageMessages namespaces={['newsletterPages']}>
            <UnsubscribeForm token={known} />
          </PageMessages>
        ) : (
          <div className={styles.card}>
            <p className="alert">{t('unsubscribe.invalidText')}</p>
            <Link className="btn btn-primary" href={localisedPath('/', locale)}>
              {t('backHome')}
            </Link>
          </div>
        )}
      </div>
    </>
  )
}
