'use client'

import { useRouter } from 'next/navigation'
import { useId, useMemo, useRef, useState } from 'react'
import { Modal } from '@/components/Modal/Modal'
import {
  canGoBack,
  canGoNext,
  isLastStep,
  progress,
  signatureRequired,
  stepKind,
  totalSteps,
  VOTING_TEXTS as T,
} from '../rules'
import { sendVotes, useMeeting, type Vote, type VoteLink } from './useMeeting'
import { DecisionStep, MeetingStep, ReviewStep } from './VoteSteps'
import styles from './VoteWizard.module.css'

export type { VoteLink } from './useMeeting'

type Dialog =
  | { kind: 'voteRequired' }
  | { kind: 'signatureRequired' }
  | { kind: 'processing' }
  | { kind: 'success' }
  | { kind: 'failure'; message: string }

/** The voting wizard 'Board Decision Voting System' (spec 001 §2, §4, §5, §8). */
export function VoteWizard({ link }: { link: VoteLink }) {
  const router = useRouter()
  const titleId = useId()
  const commentsId = useId()
  const { meeting, failed } = useMeeting(link)
  const [step, setStep] = useState(0)
  const [votes, setVotes] = useState<Record<string, Vote>>({})
  const [signed, setSigned] = useState(false)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const needsSignature = signatureRequired(link.needSignature)

  const decisions = useMemo(
    () =>
      (meeting?.agendas ?? []).flatMap((agenda) =>
        agenda.actions.map((action) => ({ agenda, action })),
      ),
    [meeting],
  )
  const actionIds = useMemo(() => decisions.map((d) => d.action.id), [decisions])

  if (failed) {
    return (
      <p role="alert" className={styles.notice}>
        The meeting could not be loaded. Please try the link again later.
      </p>
    )
  }
  if (!meeting) return <p className={styles.notice}>Loading the meeting…</p>

  const n = decisions.length
  const kind = stepKind(step, n)
  const last = isLastStep(step, n)
  const percent = Math.round(progress(step, n) * 100)

  const setVote = (id: string, patch: Vote) =>
    setVotes((all) => ({ ...all, [id]: { ...all[id], ...patch } }))

  const submit = async () => {
    if (needsSignature && !signed) {
      setDialog({ kind: 'signatureRequired' })
      return
    }
    setDialog({ kind: 'processing' })
    try {
      const canvas = needsSignature && signed ? canvasRef.current : null
      const signature = canvas
        ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
        : null
      const failure = await sendVotes(link, actionIds, votes, signature)
      setDialog(failure === null ? { kind: 'success' } : { kind: 'failure', message: failure })
    } catch (error) {
      setDialog({
        kind: 'failure',
        message: error instanceof Error && error.message ? error.message : T.unknownError,
      })
    }
  }

  const next = () => {
    if (last) {
      void submit()
      return
    }
    if (!canGoNext(step, actionIds, votes)) {
      setDialog({ kind: 'voteRequired' })
      return
    }
    setStep(step + 1)
  }

  const closeDialog = () => {
    if (dialog?.kind === 'processing') return
    if (dialog?.kind === 'success') router.push('/')
    setDialog(null)
  }
  const decision = kind === 'decision' ? decisions[step - 1] : undefined

  return (
    <div className={styles.wizard}>
      <h2 className={styles.title}>{T.title}</h2>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Voting progress"
        aria-valuemin={0}
        aria-valuemax={totalSteps(n) - 1}
        aria-valuenow={step}
        aria-valuetext={`Step ${step + 1} of ${totalSteps(n)}`}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.stepCount} data-testid="step-count">
        Step {step + 1} of {totalSteps(n)}
      </p>

      {kind === 'meeting' ? <MeetingStep meeting={meeting} count={n} /> : null}
      {decision ? (
        <DecisionStep
          key={decision.action.id}
          number={step}
          decision={decision}
          vote={votes[decision.action.id] ?? {}}
          onVote={(patch) => setVote(decision.action.id, patch)}
          commentsId={commentsId}
        />
      ) : null}
      {kind === 'review' ? (
        <ReviewStep
          decisions={decisions}
          votes={votes}
          signature={needsSignature ? { canvasRef, signed, onSignedChange: setSigned } : undefined}
        />
      ) : null}

      <div className={styles.nav}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!canGoBack(step)}
          onClick={() => setStep(step - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={last ? `btn ${styles.submit}` : 'btn btn-primary'}
          onClick={next}
          disabled={dialog?.kind === 'processing'}
        >
          {last ? 'Submit' : 'Next'}
        </button>
      </div>

      <Modal
        open={dialog !== null}
        onClose={closeDialog}
        labelledBy={titleId}
        dismissible={dialog?.kind !== 'processing'}
        hideCloseButton={dialog?.kind === 'processing'}
      >
        <div className={styles.dialog} role={dialog?.kind === 'processing' ? 'status' : undefined}>
          {dialog?.kind === 'voteRequired' ? (
            <>
              <h2 id={titleId}>{T.voteRequired.title}</h2>
              <p>{T.voteRequired.text}</p>
              <button type="button" className="btn btn-primary" onClick={closeDialog}>
                OK
              </button>
            </>
          ) : null}
          {dialog?.kind === 'signatureRequired' ? (
            <>
              <h2 id={titleId}>{T.signatureRequired.title}</h2>
              <p>{T.signatureRequired.text}</p>
              <button type="button" className="btn btn-primary" onClick={closeDialog}>
                OK
              </button>
            </>
          ) : null}
          {dialog?.kind === 'processing' ? <h2 id={titleId}>{T.processing}</h2> : null}
          {dialog?.kind === 'success' ? (
            <>
              <h2 id={titleId}>{T.success.title}</h2>
              <p>{T.success.text}</p>
              <button type="button" className="btn btn-primary" onClick={() => router.push('/')}>
                Continue
              </button>
            </>
          ) : null}
          {dialog?.kind === 'failure' ? (
            <>
              <h2 id={titleId}>{T.failure.title}</h2>
              <p>{T.failure.text}</p>
              <p data-testid="failure-message">{dialog.message}</p>
              <button type="button" className="btn btn-primary" onClick={closeDialog}>
                Try Again
              </button>
            </>
          ) : null}
        </div>
      </Modal>
    </div>
  )
}
