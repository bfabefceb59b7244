/**
 * A case request's statuses, in the order staff move a request through them. The
 * `case-requests` collection offers them as its status field's options; the back office's
 * counts list them. They live with the feature, not the collection, so that the arrows run one
 * way: collections import features, never the reverse (decision 0095).
 */
export const CASE_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Under review', value: 'under-review' },
  { label: 'Approved', value: 'approved' },
  { label: 'Rejected', value: 'rejected' },
  { label: 'Assisted', value: 'assisted' },
] as const

/** Months a closed request keeps its photos and national ID when staff have set nothing. */
export const DEFAULT_RETENTION_MONTHS = 12
