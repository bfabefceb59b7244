/**
 * What the 'Donation Failed' dialog says (spec 000 section 8): the spec's general sentence
 * ("There was an error processing your donation. Please try again.") with the server's reason,
 * except when the donor must wait (a rate limit's 429): then only the wait, which says when to
 * try again, so that the dialog does not say both "try again" and "wait 51 minutes".
 */
export function failedDialogParts({
  reason,
  waits,
}: {
  reason: string | undefined
  waits: boolean
}): { general: boolean; reason: string | undefined } {
  return { general: !(waits && reason), reason }
}
