'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Modal } from '@/components/Modal/Modal'
import { apiFetch } from '@/lib/api-client'
import {
  canGoBack,
  canGoNext,
  isLastStep,
  progress,
  signatureRequired,
  stepKind,
  totalSteps,
  VOTE_CODES,
  VOTING_TEXTS as T,
  type VoteChoice,
} from '../rules'
import type { MeetingDetails } from '../voting.server'
import { SignaturePad } from './SignaturePad'
import styles from './VoteWizard.module.css'

export type VoteLink = { meeting: string; user: string; needSignature: string; token: string }
type Vote = { vote?: VoteChoice; comments?: string }
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
  const [meeting, setMeeting] = useState<MeetingDetails | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [step, setStep] = useState(0)
  const [votes, setVotes] = useState<Record<string, Vote>>({})
  const [signed, setSigned] = useState(false)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const needsSignature = signatureRequired(link.needSignature)

  useEffect(() => {
    const q = new URLSearchParams({
      user: link.user,
      needSignature: link.needSignature,
      token: link.token,
    })
    let live = true
    fetch(`/api/content/meeting-details/${encodeURIComponent(link.meeting)}?${q.toString()}`)
      .then(async (res) => {
        const body = (await res.json()) as { data?: MeetingDetails; error?: { message: string } }
        if (!live) return
        if (body.data) setMeeting(body.data)
        else {
          console.error('[voteForm] meeting details:', body.error?.message)
          setLoadFailed(true)
        }
      })
      .catch((error: unknown) => {
        console.error('[voteForm] meeting details:', error)
        if (live) setLoadFailed(true)
      })
    return () => {
      live = false
    }
  }, [link])

  const decisions = useMemo(
    () =>
      (meeting?.agendas ?? []).flatMap((agenda) =>
        agenda.actions.map((action) => ({ agenda, action })),
      ),
    [meeting],
  )
  const actionIds = useMemo(() => decisions.map((d) => d.action.id), [decisions])

  if (loadFailed) {
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
      const form = new FormData()
      form.append('user_id', link.user)
      form.append('meeting', link.meeting)
      form.append('needSignature', link.needSignature)
      form.append('token', link.token)
      let i = 0
      for (const id of actionIds) {
        const v = votes[id]
        if (!v?.vote) continue
        form.append(`meeting_action_ids[${i}]`, id)
        form.append(`action_ids[${i}]`, String(VOTE_CODES[v.vote]))
        if (v.comments?.trim()) form.append(`comments[${i}]`, v.comments.trim())
        i += 1
      }
      if (needsSignature && signed && canvasRef.current) {
        const blob = await new Promise<Blob | null>((resolve) =>
          canvasRef.current!.toBlob(resolve, 'image/png'),
        )
        if (blob) form.append('image', blob, 'signature.png')
      }
      const res = await apiFetch('/api/content/accept-multiple-actions', {
        method: 'POST',
        body: form,
      })
      if (res.ok) {
        setDialog({ kind: 'success' })
        return
      }
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
      setDialog({ kind: 'failure', message: body?.error?.message || T.unknownError })
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

      {kind === 'meeting' ? (
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
            <dd data-testid="total-decisions">{n}</dd>
          </dl>
        </section>
      ) : null}

      {kind === 'decision'
        ? (() => {
            const { agenda, action } = decisions[step - 1]!
            const current = votes[action.id] ?? {}
            return (
              <section className={styles.card} data-testid="step-decision" key={action.id}>
                <h3>
                  Decision {step}: {action.name_en}
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
                    className={`${styles.choice} ${current.vote === 'accept' ? styles.accepted : ''}`}
                    aria-pressed={current.vote === 'accept'}
                    onClick={() => setVote(action.id, { vote: 'accept' })}
                  >
                    <strong>{T.accept}</strong>
                    <span>{T.acceptHint}</span>
                  </button>
                  <button
                    type="button"
                    className={`${styles.choice} ${current.vote === 'reject' ? styles.rejected : ''}`}
                    aria-pressed={current.vote === 'reject'}
                    onClick={() => setVote(action.id, { vote: 'reject' })}
                  >
                    <strong>{T.reject}</strong>
                    <span>{T.rejectHint}</span>
                  </button>
                </div>
                <label className={styles.comments}>
                  Comments (optional)
                  <textarea
                    rows={3}
                    value={current.comments ?? ''}
                    onChange={(e) => setVote(action.id, { comments: e.target.value })}
                  />
                </label>
              </section>
            )
          })()
        : null}

      {kind === 'review' ? (
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
          {needsSignature ? (
            <>
              <h4>Signature</h4>
              <SignaturePad canvasRef={canvasRef} signed={signed} onSignedChange={setSigned} />
            </>
          ) : null}
        </section>
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
