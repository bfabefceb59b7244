/**
 * The purpose a page is about, for the donation form of the shell's modal (issue 16, item 7):
 * on /donationServices/{id} the modal preselects that purpose, as the page's side box does.
 * Any other path: none.
 */
export function purposeIdOfPath(pathname: string | null | undefined): number | undefined {
  const match = /^\/donationServices\/(\d{1,9})\/?$/.exec(pathname ?? '')
  const id = match ? Number(match[1]) : 0
  return id > 0 ? id : undefined
}
