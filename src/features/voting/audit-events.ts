/**
 * What a meeting's audit trail records. The `meeting-audit` collection offers them as its
 * event field's options; `audit()` takes one. Kept with the feature so that the collection
 * imports the feature and not the reverse (decision 0095).
 */
export const MEETING_AUDIT_EVENTS = [
  'link-sent',
  'link-resent',
  'link-revoked',
  'delivery-failed',
  'vote',
  're-vote',
  'reminder-sent',
  'closed',
  'reopened',
  'results-sent',
] as const
export type MeetingAuditEvent = (typeof MEETING_AUDIT_EVENTS)[number]
