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

/** The rule a tie follows, stated wherever an outcome is read (issue 46). */
export const TIE_RULE: Record<'en' | 'ar', string> = {
  en: 'A tie rejects the decision: it needs more accepts than rejects.',
  ar: 'التعادل يعني الرفض: يُقبل القرار بأغلبية الموافقين على غير الموافقين.',
}

/** The outcome as read: a rejection by a tie says so. */
export function outcomeText(
  lang: 'en' | 'ar',
  result: { accept: number; reject: number; outcome: Outcome },
): string {
  const label = OUTCOME_LABELS[lang][result.outcome]
  if (result.outcome !== 'rejected' || result.accept !== result.reject) return label
  return lang === 'ar' ? `${label} (تعادل)` : `${label} (tie)`
}

/**
 * Votes against quorum, as the panel, the home and the minutes say it (issue 46):
 * "2 of 3 voted; quorum 2 reached" / "1 of 3 voted; quorum 2 not reached".
 */
export function turnoutText(
  lang: 'en' | 'ar',
  { voted, invited, needed }: { voted: number; invited: number; needed: number },
): string {
  const reached = voted >= needed
  if (lang === 'ar')
    return `صوت ${voted} من ${invited}؛ النصاب ${needed} ${reached ? 'مكتمل' : 'غير مكتمل'}`
  return `${voted} of ${invited} voted; quorum ${needed} ${reached ? 'reached' : 'not reached'}`
}
