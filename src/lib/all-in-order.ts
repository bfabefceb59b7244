/**
 * The read of a list staff order by hand (its `order` field, then creation): every row, in one
 * answer. Spread into `payload.find` (boards' members, the purposes' cards).
 */
export const allInOrder = () => ({
  sort: ['order', 'id'],
  limit: 0,
  pagination: false as const,
})
