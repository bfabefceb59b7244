/**
 * Pure rules of the voting wizard and its endpoint (spec 001 §4, §5, §9
 * "Voting"), shared by the browser and the server.
 */
export const VOTE_CODES = { accept: 3, reject: 2 } as const
export type VoteChoice = keyof typeof VOTE_CODES

export function choiceFromCode(code: unknown): VoteChoice | undefined {
  const n = Number(code)
  if (n === VOTE_CODES.accept) return 'accept'
  if (n === VOTE_CODES.reject) return 'reject'
  return undefined
}

/**
 * The signature rule (docs/decisions/0012-voting.md): of the spec's two
 * readings we take "the pad is shown when needSignature equals '1'", and a
 * signature is then required; any other value (also '0') needs none. The
 * server applies the same function.
 */
export function signatureRequired(needSignature: string | null | undefined): boolean {
  return needSignature === '1'
}

/** Step 0 is the meeting, 1..N the decisions, N+1 the review. */
export const totalSteps = (actions: number) => actions + 2

/** Progress = current step / (total − 1), as a fraction 0..1. */
export function progress(step: number, actions: number): number {
  return step / (totalSteps(actions) - 1)
}

export type StepKind = 'meeting' | 'decision' | 'review'
export function stepKind(step: number, actions: number): StepKind {
  if (step <= 0) return 'meeting'
  if (step > actions) return 'review'
  return 'decision'
}

export const canGoBack = (step: number) => step > 0
export const isLastStep = (step: number, actions: number) => step === totalSteps(actions) - 1

/**
 * Whether Next may leave `step`: a decision step needs a vote for its action
 * (the action at index step − 1 of `actionIds`).
 */
export function canGoNext(
  step: number,
  actionIds: readonly string[],
  votes: Readonly<Record<string, { vote?: VoteChoice | null } | undefined>>,
): boolean {
  if (stepKind(step, actionIds.length) !== 'decision') return true
  const id = actionIds[step - 1]
  return Boolean(id && votes[id]?.vote)
}

/** PNG files start with these eight bytes. */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_MAGIC.length && PNG_MAGIC.every((b, i) => bytes[i] === b)
}

export const VOTING_TEXTS = {
  title: 'Board Decision Voting System',
  noDiscussion: 'No discussion available',
  accept: 'Accept',
  acceptHint: 'Approve this decision',
  reject: 'Reject',
  rejectHint: 'Decline this decision',
  accepted: 'Accepted',
  rejected: 'Rejected',
  voteRequired: { title: 'Vote Required', text: 'Please cast your vote before proceeding.' },
  signatureRequired: {
    title: 'Signature Required',
    text: 'Please provide your signature before submitting your votes.',
  },
  processing: 'Processing Your Votes',
  success: { title: 'Votes Submitted!', text: 'Your votes have been successfully recorded.' },
  failure: {
    title: 'Submission Failed',
    text: 'There was an error submitting your votes. Please try again.',
  },
  unknownError: 'Unknown error',
  clearSignature: 'Clear Signature',
  signatureProvided: 'Signature provided',
  badLink:
    'This voting link is not valid. Please use the link you received from the board secretary.',
} as const

/** Errors of the endpoints (not in the spec; written for the voter). */
export const VOTING_ERRORS = {
  badToken:
    'This voting link is not valid. Please use the link you received from the board secretary.',
  notInvited: 'You are not invited to vote on this meeting.',
  closed: 'This meeting is closed for voting.',
  expired: 'The deadline for voting on this meeting has passed.',
  revoked:
    'This voting link has been replaced by a newer one. Please use the latest link you received from the board secretary.',
  noVotes: 'Cast at least one vote.',
  unknownAction: 'An action does not belong to this meeting.',
  badCode: 'A vote must be 3 (accept) or 2 (reject).',
  signatureMissing: 'Please provide your signature before submitting your votes.',
  signatureNotPng: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature image is too large.',
  /** Spec-silent (decision 0017): a NUL failed the insert with a 500. */
  commentNotAllowed: 'A comment contains characters that are not allowed.',
} as const

/** The key of one of the endpoints' answers (for its translation), or undefined. */
export function votingErrorKey(message: string): keyof typeof VOTING_ERRORS | undefined {
  return (Object.keys(VOTING_ERRORS) as (keyof typeof VOTING_ERRORS)[]).find(
    (k) => VOTING_ERRORS[k] === message,
  )
}
