import type { Payload } from 'payload'
import { CASE_STATUSES } from '../../statuses'
import { CASE_STATUS_TEXTS } from '../../texts'

/** The list's name for screen readers, in the admin's language; the statuses as the site names them. */
const NAV_LABEL = { en: 'Requests per status', ar: 'عدد الطلبات في كل حالة' }

/**
 * Above the case request list: how many requests each status holds, each a link to
 * the list filtered by it. One count per status; staff-only like the list itself. In the
 * staff member's admin language (Payload's `i18n`, given to every server component).
 */
export async function StatusCounts({
  payload,
  i18n,
}: {
  payload: Payload
  i18n?: { language: string }
}) {
  const lang = i18n?.language === 'ar' ? 'ar' : 'en'
  const names = CASE_STATUS_TEXTS[lang].events
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
    <nav aria-label={NAV_LABEL[lang]} style={{ margin: '0 var(--gutter-h) 1rem' }}>
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
              {names[s.value]}: <strong>{s.count}</strong>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
