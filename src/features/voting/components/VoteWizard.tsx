'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useMemo, useRef, useState } from 'react'
import { Modal } from '@/components/Modal/Modal'
import { useStepFocus } from '@/components/form/use-step-focus'
import {
  canGoBack,
  canGoNext,
  isLastStep,
  progress,
  signatureRequired,
  stepKind,
  totalSteps,
} from '../rules'
import { usePageLocale } from '@/i18n/locale-context'
import { localisedPath } from '@/i18n/locales'
import { useVotingErrorText } from '../use-voting-text'
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
  const t = useTranslations('voteWizard')
  const errorText = useVotingErrorText()
  const home = localisedPath('/', usePageLocale())
  const titleId = useId()
  const commentsId = useId()
  const { meeting, failed } = useMeeting(link)
  const [step, setStep] = useState(0)
  const stepRoot = useStepFocus<HTMLDivElement>(step)
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
        {t('loadFailed')}
      </p>
    )
  }
  if (!meeting) return <p className={styles.notice}>{t('loading')}</p>

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
        message: error instanceof Error && error.message ? error.message : t('unknownError'),
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
    if (dialog?.kind === 'success') router.push(home)
    setDialog(null)
  }
  const decision = kind === 'decision' ? decisions[step - 1] : undefined

  return (
    <div className={styles.wizard}>
      <h2 className={styles.title}>{t('title')}</h2>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={totalSteps(n) - 1}
        aria-valuenow={step}
        aria-valuetext={t('stepOf', { current: step + 1, total: totalSteps(n) })}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.stepCount} data-testid="step-count">
        {t('stepOf', { current: step + 1, total: totalSteps(n) })}
      </p>

      <div ref={stepRoot}>
        {kind === 'meeting' ? <MeetingStep meeting={meeting} count={n} /> : null}
        {decision ? (
          <DecisionStep
            key={decision.action.id}
            number={step}
            reference={`${meeting.meeting_id}-${step}`}
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
            signature={
              needsSignature ? { canvasRef, signed, onSignedChange: setSigned } : undefined
            }
          />
        ) : null}
      </div>

      <div className={styles.nav}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!canGoBack(step)}
          onClick={() => setStep(step - 1)}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className={last ? `btn ${styles.submit}` : 'btn btn-primary'}
          onClick={next}
          disabled={dialog?.kind === 'processing'}
        >
          {last ? t('submit') : t('next')}
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
              <h2 id={titleId}>{t('voteRequiredTitle')}</h2>
              <p>{t('voteRequiredText')}</p>
              <button type="button" className="btn btn-primary" onClick={closeDialog}>
                {t('ok')}
              </button>
            </>
          ) : null}
          {dialog?.kind === 'signatureRequired' ? (
            <>
              <h2 id={titleId}>{t('signatureRequiredTitle')}</h2>
              <p>{t('signatureRequiredText')}</p>
              <button type="button" className="btn btn-primary" onClick={closeDialog}>
                {t('ok')}
              </button>
            </>
          ) : null}
          {dialog?.kind === 'processing' ? <h2 id={titleId}>{t('processing')}</h2> : null}
          {dialog?.kind === 'success' ? (
            <>
              <h2 id={titleId}>{t('successTitle')}</h2>
              <p>{t('successText')}</p>
              <button type="button" className="btn btn-primary" onClick={() => router.push(home)}>
                {t('continue')}
              </button>
            </>
          ) : null}
          {dialog?.kind === 'failure' ? (
            <>
              <h2 id={titleId}>{t('failureTitle')}</h2>
              <p>{t('failureText')}</p>
              <p data-testid="failure-message">{errorText(dialog.message)}</p>
              <button type="button" className="btn btn-primary" onClick={closeDialog}>
                {t('tryAgain')}
              </button>
            </>
          ) : null}
        </div>
      </Modal>
    </div>
  )
}
