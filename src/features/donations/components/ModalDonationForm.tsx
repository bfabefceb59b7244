'use client'

import dynamic from 'next/dynamic'
import { useId } from 'react'
import { useDonationModal } from '@/components/shell'
import styles from './MakeDonationBox.module.css'

/** Loaded when the modal first opens, so pages that never open it do not carry the form. */
const DonationForm = dynamic(() => import('./DonationForm').then((m) => m.DonationForm), {
  ssr: false,
  loading: () => <p role="status">Loading the donation form…</p>,
})

/** The donation form of the shell's modal (nav 'MAKE A DONATION' and the fixed button); completing it closes the modal. */
export function ModalDonationForm() {
  const { close } = useDonationModal()
  const headingId = useId()
  return (
    <div aria-labelledby={headingId} role="group">
      <h2 id={headingId} className={styles.title}>
        Make A Donation
      </h2>
      <DonationForm onCompleted={close} />
    </div>
  )
}
