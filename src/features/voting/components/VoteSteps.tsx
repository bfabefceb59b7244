import type { RefObject } from 'react'
import { TextareaField } from '@/components/form/fields'
import { VOTING_TEXTS as T } from '../rules'
import type { MeetingDetails } from '../voting.server'
import { SignaturePad } from './SignaturePad'
import type { Vote } from './useMeeting'
import styles from './VoteWizard.module.css'

type Agenda = MeetingDetails['agendas'][number]
export type Decision = { agenda: Agenda; action: Agenda['actions'][number] }

/** The first step: the meeting's facts and how many decisions there are to vote on. */
export function MeetingStep({ meeting, count }: { meeting: MeetingDetails; count: number }) {
  return (
    <section className={styles.card} data-testid="step-meeting">
      <h3>Meeting Information</h3>
      <dl className={styles.facts}>
        <dt>Meeting ID</dt>
        <dd>{meeting.meeting_id}</dd>
        <dt>Date</dt>
        <dd>{meeting.date}</dd>
        <dt>Time</dt>
        <dd>{meeting.time}</dd>
        <dt>Club</dt>
        <dd>{meeting.club}</dd>
        <dt>Location</dt>
        <dd>{meeting.location_en}</dd>
        <dt>Total decisions to vote</dt>
        <dd data-testid="total-decisions">{count}</dd>
      </dl>
    </section>
  )
}

/** One decision: its agenda, its facts, Accept or Reject, and an optional comment. */
export function DecisionStep({
  number,
  decision: { agenda, action },
  vote,
  onVote,
  commentsId,
}: {
  number: number
  decision: Decision
  vote: Vote
  onVote: (patch: Vote) => void
  commentsId: string
}) {
  return (
    <section className={styles.card} data-testid="step-decision">
      <h3>
        Decision {number}: {action.name_en}
      </h3>
      <h4>Agenda: {agenda.name}</h4>
      <p className={styles.discussion}>
        <strong>Discussion:</strong> {agenda.discussion || T.noDiscussion}
      </p>
      {agenda.conclusions ? (
        <p>
          <strong>Conclusions:</strong> {agenda.conclusions}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Action ID</dt>
        <dd>{action.id}</dd>
        <dt>Responsible person</dt>
        <dd>{action.person_responsible}</dd>
        <dt>Due date</dt>
        <dd>{action.date}</dd>
        <dt>Time</dt>
        <dd>{action.time}</dd>
      </dl>
      <div className={styles.choices} role="group" aria-label="Your vote">
        <button
          type="button"
          className={`${styles.choice} ${vote.vote === 'accept' ? styles.accepted : ''}`}
          aria-pressed={vote.vote === 'accept'}
          onClick={() => onVote({ vote: 'accept' })}
        >
          <strong>{T.accept}</strong>
          <span>{T.acceptHint}</span>
        </button>
        <button
          type="button"
          className={`${styles.choice} ${vote.vote === 'reject' ? styles.rejected : ''}`}
          aria-pressed={vote.vote === 'reject'}
          onClick={() => onVote({ vote: 'reject' })}
        >
          <strong>{T.reject}</strong>
          <span>{T.rejectHint}</span>
        </button>
      </div>
      <TextareaField
        className={styles.comments}
        label="Comments (optional)"
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
  return (
    <section className={styles.card} data-testid="step-review">
      <h3>Review Your Votes</h3>
      <ol className={styles.review}>
        {decisions.map(({ action }, i) => {
          const v = votes[action.id]
          return (
            <li key={action.id} data-action={action.id}>
              <span>
                Decision {i + 1}: {action.name_en}
              </span>{' '}
              {v?.vote ? (
                <span
                  className={`${styles.badge} ${v.vote === 'accept' ? styles.badgeAccept : styles.badgeReject}`}
                >
                  {v.vote === 'accept' ? T.accepted : T.rejected}
                </span>
              ) : null}
              {v?.comments?.trim() ? (
                <p className={styles.comment}>Comments: {v.comments.trim()}</p>
              ) : null}
            </li>
          )
        })}
      </ol>
      {signature ? (
        <>
          <h4>Signature</h4>
          <SignaturePad {...signature} />
        </>
      ) : null}
    </section>
  )
}
