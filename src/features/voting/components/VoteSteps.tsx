import { useTranslations } from 'next-intl'
import type { RefObject } from 'react'
import { TextareaField } from '@/components/form/fields'
import type { MeetingDetails } from '../voting.server'
import { SignaturePad } from './SignaturePad'
import type { Vote } from './useMeeting'
import styles from './VoteWizard.module.css'

type Agenda = MeetingDetails['agendas'][number]
export type Decision = { agenda: Agenda; action: Agenda['actions'][number] }

/** The first step: the meeting's facts and how many decisions there are to vote on. */
export function MeetingStep({ meeting, count }: { meeting: MeetingDetails; count: number }) {
  const t = useTranslations('voteWizard')
  return (
    <section className={styles.card} data-testid="step-meeting">
      <h3>{t('meetingInformation')}</h3>
      <dl className={styles.facts}>
        <dt>{t('meetingId')}</dt>
        <dd>{meeting.meeting_id}</dd>
        <dt>{t('date')}</dt>
        <dd>{meeting.date}</dd>
        <dt>{t('time')}</dt>
        <dd>{meeting.time}</dd>
        <dt>{t('club')}</dt>
        <dd>{meeting.club}</dd>
        <dt>{t('location')}</dt>
        <dd>{meeting.location_en}</dd>
        <dt>{t('totalDecisions')}</dt>
        <dd data-testid="total-decisions">{count}</dd>
      </dl>
    </section>
  )
}

/**
 * One decision: its agenda, its facts, Accept or Reject, and an optional comment. The spec's
 * "action id" is shown as the meeting's code and the decision's number ("BM-7-2"), never the
 * database's random id (issue 46, decision 0099).
 */
export function DecisionStep({
  number,
  reference,
  decision: { agenda, action },
  vote,
  onVote,
  commentsId,
}: {
  number: number
  reference: string
  decision: Decision
  vote: Vote
  onVote: (patch: Vote) => void
  commentsId: string
}) {
  const t = useTranslations('voteWizard')
  return (
    <section className={styles.card} data-testid="step-decision">
      <h3>{t('decision', { number, name: action.name_en })}</h3>
      <h4>{t('agenda', { name: agenda.name })}</h4>
      <p className={styles.discussion}>
        <strong>{t('discussion')}</strong> {agenda.discussion || t('noDiscussion')}
      </p>
      {agenda.conclusions ? (
        <p>
          <strong>{t('conclusions')}</strong> {agenda.conclusions}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('actionId')}</dt>
        <dd>{reference}</dd>
        <dt>{t('responsible')}</dt>
        <dd>{action.person_responsible}</dd>
        <dt>{t('dueDate')}</dt>
        <dd>{action.date}</dd>
        <dt>{t('time')}</dt>
        <dd>{action.time}</dd>
      </dl>
      <div className={styles.choices} role="group" aria-label={t('yourVote')}>
        <button
          type="button"
          className={`${styles.choice} ${vote.vote === 'accept' ? styles.accepted : ''}`}
          aria-pressed={vote.vote === 'accept'}
          onClick={() => onVote({ vote: 'accept' })}
        >
          <strong>{t('accept')}</strong>
          <span>{t('acceptHint')}</span>
        </button>
        <button
          type="button"
          className={`${styles.choice} ${vote.vote === 'reject' ? styles.rejected : ''}`}
          aria-pressed={vote.vote === 'reject'}
          onClick={() => onVote({ vote: 'reject' })}
        >
          <strong>{t('reject')}</strong>
          <span>{t('rejectHint')}</span>
        </button>
      </div>
      <TextareaField
        className={styles.comments}
        label={t('comments')}
        id={commentsId}
        rows={3}
        value={vote.comments ?? ''}
        onChange={(e) => onVote({ comments: e.target.value })}
      />
    </section>
  )
}

/** The last step: every vote with its comment, and the signature when the link asks for one. */
export function ReviewStep({
  decisions,
  votes,
  signature,
}: {
  decisions: Decision[]
  votes: Record<string, Vote>
  signature?: {
    canvasRef: RefObject<HTMLCanvasElement | null>
    signed: boolean
    onSignedChange: (signed: boolean) => void
  }
}) {
  const t = useTranslations('voteWizard')
  return (
    <section className={styles.card} data-testid="step-review">
      <h3>{t('reviewTitle')}</h3>
      <ol className={styles.review}>
        {decisions.map(({ action }, i) => {
          const v = votes[action.id]
          return (
            <li key={action.id} data-action={action.id}>
              <span>{t('decision', { number: i + 1, name: action.name_en })}</span>{' '}
              {v?.vote ? (
                <span
                  className={`${styles.badge} ${v.vote === 'accept' ? styles.badgeAccept : styles.badgeReject}`}
                >
                  {v.vote === 'accept' ? t('accepted') : t('rejected')}
                </span>
              ) : null}
              {v?.comments?.trim() ? (
                <p className={styles.comment}>{t('commentsShown', { text: v.comments.trim() })}</p>
              ) : null}
            </li>
          )
        })}
      </ol>
      {signature ? (
        <>
          <h4>{t('signature')}</h4>
          <SignaturePad {...signature} />
        </>
      ) : null}
    </section>
  )
}
