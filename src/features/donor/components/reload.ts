/**
 * Shows the portal again after a sign-in, a sign-out or a plan change: a full reload of the
 * page. `router.refresh()` was the first choice, but in the merged build of session 5 its
 * server-component request for /donor started answering and never finished (the e2e journey
 * timed out waiting; a full load of the same page rendered at once). Cause not found yet.
 */
export function reloadPage() {
  window.location.reload()
}
