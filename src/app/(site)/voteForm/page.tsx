import { PageHero } from '@/components/page/PageHero'
import { VoteWizard } from '@/features/voting/components/VoteWizard'
import { VOTING_TEXTS } from '@/features/voting/rules'
import { verifyVoteLink } from '@/features/voting/token'
import { routeMetadata } from '@/lib/metadata'
import { linkKeys } from '@/lib/runtime-config'

export const metadata = { ...routeMetadata('/voteForm'), robots: { index: false, follow: false } }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')

/** The voting wizard of a signed link (issue 9); an edited or unsigned link gets a clear message. */
export default async function Page({ searchParams }: { searchParams: Search }) {
  const q = await searchParams
  const link = {
    meeting: one(q.meeting),
    user: one(q.user),
    needSignature: one(q.needSignature),
    token: one(q.token),
  }
  const valid = verifyVoteLink(linkKeys(), link, link.token)
  return (
    <>
      <PageHero title={VOTING_TEXTS.title} />
      <div className="container section">
        {valid ? (
          <VoteWizard link={link} />
        ) : (
          <p role="alert" data-testid="bad-link">
            {VOTING_TEXTS.badLink}
          </p>
        )}
      </div>
    </>
  )
}
