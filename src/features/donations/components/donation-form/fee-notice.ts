/**
 * The fee notice that is true of the money (issue 55, decision 0102): ticked "cover the fee", the
 * fee is added on top (the spec's sentence, "will be added to your total"); unticked, the amount
 * charged is the gift and the fee is taken from it. Pounds name their methods (card, wallet,
 * Fawry) in their own sentences.
 */
export function feeNoticeKey(cover: boolean, egp: boolean) {
  const group = egp ? 'currency' : 'form'
  return `${group}.${cover ? 'feeNotice' : 'feeNoticeDeducted'}` as const
}
