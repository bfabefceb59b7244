import type { Payload } from 'payload'
import { CASE_STATUSES } from '../../statuses'

/**
 * Above the case request list: how many requests each status holds, each a link to
 * the list filtered by it. One count per status; staff-only like the list itself.
 */
export async function StatusCounts({ payload }: { payload: Payload }) {
  const counts = await Promise.all(
    CASE_STATUSES.map(async (s) => ({
      ...s,
      count: (
        await payload.count({
          collection: 'case-requests',
          overrideAccess: true,
          where: { status: { equals: s.value } },
        })
      ).totalDocs,
    })),
  )
  return (
    <nav aria-label="Requests per status" style={{ margin: '0 var(--gutter-h) 1rem' }}>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.5rem 1.25rem',
          listStyle: 'none',
          padding: 0,
        }}
      >
        {counts.map((s) => (
          <li key={s.value}>
            <a href={`/admin/collections/case-requests?where[status][equals]=${s.value}`}>
              {s.label}: <strong>{s.count}</strong>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
