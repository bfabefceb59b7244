import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

// Its own module, not fields.tsx: the footer's newsletter form is on every page and needs only
// this, while fields.tsx brings the localised error texts (3 KB compressed of Arabic schema
// messages) into the first load of every page (decision 0056).

/**
 * The honeypot of a public form (src/lib/forms/honeypot.ts): hidden from people and assistive
 * technology, out of the tab order; only a bot fills it. Read it with `honeypotOf` at submit.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`
  return (
    // The one visually-hidden pattern (src/app/globals.css): no offset, so it widens no page
    // in either reading direction.
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

/** What the honeypot of the form an event came from holds: '' unless a bot filled it. */
export function honeypotOf(event: { target: unknown } | undefined): string {
  const target = event?.target as Partial<Element> | null | undefined
  const form = typeof target?.closest === 'function' ? target.closest('form') : null
  return form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : ''
}
