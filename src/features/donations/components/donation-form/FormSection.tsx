import type { ReactNode } from 'react'
import styles from './DonationForm.module.css'

/** A collapsible section of the donation form: its heading is the button that opens it. */
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
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 className={styles.sectionHeading} id={`${id}-heading`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  )
}
