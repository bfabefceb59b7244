import { PageHero } from '@/components/page/PageHero'
import { VoteWizard } from '@/features/voting/components/VoteWizard'
import { VOTING_TEXTS } from '@/features/voting/rules'
import { checkVoteLink } from '@/features/voting/links.server'
import { payloadClient } from '@/lib/payload.server'
import { routeMetadata } from '@/lib/metadata'
import { linkKeys } from '@/lib/runtime-config'

export const metadata = { ...routeMetadata('/voteForm'), robots: { index: false, follow: false } }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')

/**
 * The voting wizard of a live signed link (issues 9, 21); an edited, revoked or
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
  const checked = await checkVoteLink(await payloadClient(), linkKeys(), link, link.token)
  return (
    <>
      <PageHero title={VOTING_TEXTS.title} />
      <div className="container section">
        {checked.kind === 'ok' ? (
          <VoteWizard link={link} />
        ) : (
          <p role="alert" data-testid="bad-link">
            {checked.status === 403 ? checked.message : VOTING_TEXTS.badLink}
          </p>
        )}
      </div>
    </>
  )
}
