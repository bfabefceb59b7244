'use client'

import { useId } from 'react'
// Not the '@/components/shell' barrel: it would pull the whole shell (OnePageNav…) into every page.
import { useDonationModal } from '@/components/shell/DonationModalContext'
import { LazyDonationForm } from './LazyDonationForm'
import styles from './MakeDonationBox.module.css'

/** The donation form of the shell's modal (nav 'MAKE A DONATION' and the fixed button); completing it closes the modal. */
export function ModalDonationForm() {
  const { close } = useDonationModal()
  const headingId = useId()
  return (
    <div aria-labelledby={headingId} role="group">
      <h2 id={headingId} className={styles.title}>
        Make A Donation
      </h2>
      {/* The modal renders this only while open, so the form's chunk loads on the first opening. */}
      <LazyDonationForm onCompleted={close} />
    </div>
  )
}
