'use client'

import { useId } from 'react'
import { useDonationModal } from '@/components/shell'
import styles from './MakeDonationBox.module.css'

/**
 * The side make-donation box of the activity and purpose pages (spec 001
 * section 2). For now it opens the shell's donation modal; the donations
 * issue fills it with the donation form, and uses `purposeId` (given on
 * /donationServices/{id}) to preselect the first donation line's purpose.
 */
export function MakeDonationBox({ purposeId }: { purposeId?: number }) {
  const { open } = useDonationModal()
  const headingId = useId()
  return (
    <section
      className={styles.box}
      aria-labelledby={headingId}
      data-testid="make-donation-box"
      data-purpose-id={purposeId}
    >
      <h2 id={headingId} className={styles.title}>
        Make A Donation
      </h2>
      <p className={styles.text}>
        Your gift goes straight to this work. Donate securely by card in a few steps, once or every
        week, two weeks or month.
      </p>
      <button
        type="button"
        className="btn btn-accent btn-block"
        aria-haspopup="dialog"
        onClick={open}
      >
        Make A Donation
      </button>
    </section>
  )
}
