import { useRef, useState, type ReactNode } from 'react'
import styles from './DonationForm.module.css'

/**
 * A collapsible section of the donation form: its heading is the button that opens it. Its
 * fields are drawn the first time it opens, then kept (hidden when closed, typed values and
 * all): the payment section alone is 295 of the home page's 870 elements (the countries list,
 * the expiry dates, the card), which every page showing the form built while loading, for a
 * section most visitors open last (issue 24). Values of fields not drawn yet are the form's
 * defaults, which its check reads as before; a check that fails opens the sections concerned.
 */
export function FormSection({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  /** The id prefix of the heading and the panel. */
  id: string
  title: string
  open: boolean
  onToggle: () => void
  children: ReactNode
}) {
  const [drawn, setDrawn] = useState(open)
  if (open && !drawn) setDrawn(true)
  // Toggled on the press, not the click (issue 55): the press moves focus out of a field, whose
  // message then appears above this header and moves it down (42 px) before the release, so the
  // click landed beside the header and the section did not open. A click that follows a press
  // is that press's (detail > 0); a click from the keyboard (Enter, Space: detail 0) toggles.
  const pressed = useRef(false)
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 className={styles.sectionHeading} id={`${id}-heading`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onMouseDown={(event) => {
            if (event.button !== 0) return
            pressed.current = true
            onToggle()
          }}
          onClick={(event) => {
            const byPress = pressed.current && event.detail > 0
            pressed.current = false
            if (!byPress) onToggle()
          }}
        >
          <span>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {drawn ? children : null}
      </div>
    </section>
  )
}
