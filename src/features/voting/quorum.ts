/**
 * Quorum and outcome of a meeting's actions. The quorum is either a
 * number of members or a percentage of the invited members; an action with
 * fewer votes than that is not decided. With the quorum met, more accepts than
 * rejects accepts it; a tie rejects it (a motion needs a majority to pass).
 */
export type QuorumType = 'count' | 'percent'
export type Outcome = 'accepted' | 'rejected' | 'no-quorum'

/** Votes an action needs; at least one, so an action nobody voted on is never decided. */
export function quorumNeeded(
  type: QuorumType | null | undefined,
  value: number | null | undefined,
  invited: number,
): number {
  const v = Math.max(0, Number(value ?? 1) || 0)
  const needed = type === 'percent' ? Math.ceil((invited * v) / 100) : Math.ceil(v)
  return Math.max(1, needed)
}

export function outcome(accept: number, reject: number, needed: number): Outcome {
  if (accept + reject < needed) return 'no-quorum'
  return accept > reject ? 'accepted' : 'rejected'
}

export const OUTCOME_LABELS: Record<'en' | 'ar', Record<Outcome, string>> = {
  en: { accepted: 'Accepted', rejected: 'Rejected', 'no-quorum': 'Not decided (no quorum)' },
  ar: { accepted: 'مقبول', rejected: 'مرفوض', 'no-quorum': 'لم يُحسم (لم يكتمل النصاب)' },
}
