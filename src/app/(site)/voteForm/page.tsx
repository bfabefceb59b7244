import { PageHero } from '@/components/page/PageHero'
import { VoteWizard } from '@/features/voting/components/VoteWizard'
import { checkVoteLink } from '@/features/voting/links.server'
import { votingErrorKey } from '@/features/voting/rules'
import { payloadClient } from '@/lib/payload.server'
import { pageTranslator } from '@/i18n/page-text'
import { PageMessages } from '@/i18n/PageMessages'
import { routeMetadata } from '@/lib/metadata'
import { linkKeys } from '@/lib/runtime-config'

export const metadata = { ...routeMetadata('/voteForm'), robots: { index: false, follow: false } }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')

/**
 * The voting wizard of a live signed link; an edited, revoked or
 * expired link, or a closed meeting, gets a clear message instead.
 */
export default async function Page({ searchParams }: { searchParams: Search }) {
  const q = await searchParams
  const link = {
    meeting: one(q.meeting),
    user: one(q.user),
    needSignature: one(q.needSignature),
    token: one(q.token),
  }
  const t = pageTranslator('voteWizard')
  const forbidden = (message: string) => {
    const key = votingErrorKey(message)
    return key ? t(`errors.${key}`) : message
  }
  const checked = await checkVoteLink(await payloadClient(), linkKeys(), link, link.token)
  return (
    <>
      <PageHero title={t('title')} />
      <div className="container section">
        {checked.kind === 'ok' ? (
          <PageMessages namespaces={['voteWizard']}>
            <VoteWizard link={link} />
          </PageMessages>
        ) : (
          <p role="alert" data-testid="bad-link">
            {checked.status === 403 ? forbidden(checked.message) : t('badLink')}
          </p>
        )}
      </div>
    </>
  )
}
