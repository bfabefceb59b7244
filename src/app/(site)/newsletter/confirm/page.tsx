import { PageHero } from '@/components/page/PageHero'
import { AnswerCard } from '@/features/newsletter/components/AnswerCard'
import { ConfirmForm } from '@/features/newsletter/components/ConfirmForm'
import { CONFIRM_KEYS } from '@/features/newsletter/messages'
import { confirmationState } from '@/features/newsletter/newsletter.server'
import { pageLocale, translator } from '@/i18n/server'
import { linkPageMetadata, type LinkPageProps } from '@/lib/metadata'
import { payloadClient } from '@/lib/payload.server'
import { PageMessages } from '@/i18n/PageMessages'

export const dynamic = 'force-dynamic'

export const metadata = linkPageMetadata({
  title: 'Confirm your newsletter subscription',
  description: 'Confirm your subscription to the New Egypt Foundation newsletter.',
  path: '/newsletter/confirm',
})

/**
 * The link of the confirmation mail (double opt-in). Opening it changes nothing
 * (mail scanners follow links): a good link asks, and the button confirms.
 */
export default async function Page({ searchParams }: LinkPageProps) {
  const { token } = await searchParams
  const state = await confirmationState(await payloadClient(), token)
  const locale = pageLocale()
  const t = translator(locale, 'newsletterPages')
  if (state === 'confirmed' && typeof token === 'string') {
    return (
      <>
        <PageHero title={t('confirm.askTitle')} />
        <div className="container section">
          <PageMessages namespaces={['newsletterPages']}>
            <ConfirmForm token={token} />
          </PageMessages>
        </div>
      </>
    )
  }
  const key = CONFIRM_KEYS[state]
  const [title, text] = [t(`confirm.${key}Title`), t(`confirm.${key}Text`)]
  const good = state === 'already-confirmed'
  return (
    <>
      <PageHero title={title} />
      <div className="container section">
        <AnswerCard text={text} good={good} locale={locale} home={t('backHome')} />
      </div>
    </>
  )
}
