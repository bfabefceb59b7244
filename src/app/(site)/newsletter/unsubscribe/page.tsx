import { PageHero } from '@/components/page/PageHero'
import { AnswerCard } from '@/features/newsletter/components/AnswerCard'
import { UnsubscribeForm } from '@/features/newsletter/components/UnsubscribeForm'
import { unsubscribeTokenIsKnown } from '@/features/newsletter/newsletter.server'
import { pageLocale, translator } from '@/i18n/server'
import { linkPageMetadata, type LinkPageProps } from '@/lib/metadata'
import { payloadClient } from '@/lib/payload.server'
import { PageMessages } from '@/i18n/PageMessages'

export const dynamic = 'force-dynamic'

export const metadata = linkPageMetadata({
  title: 'Unsubscribe from the newsletter',
  description: 'Stop receiving the New Egypt Foundation newsletter.',
  path: '/newsletter/unsubscribe',
})

/** The unsubscribe link of the newsletter mails: asks, then unsubscribes on the button. */
export default async function Page({ searchParams }: LinkPageProps) {
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
          <AnswerCard
            text={t('unsubscribe.invalidText')}
            good={false}
            locale={locale}
            home={t('backHome')}
          />
        )}
      </div>
    </>
  )
}
