'use client'

import Link from 'next/link'
import { useId, type ReactNode } from 'react'
import { Modal } from '@/components/Modal/Modal'
import { useDonationModal } from './DonationModalContext'
import { HeartIcon } from './icons'
import styles from './DonateFab.module.css'

/**
 * The fixed 'Make A Donation' button (bottom left of every screen) and the shell's single
 * donation modal, which shows `children` (the donation form) or a short fallback.
 */
export function DonateFab({ children }: { children?: ReactNode }) {
  const { isOpen, open, close } = useDonationModal()
  const headingId = useId()
  const hasForm = children !== undefined && children !== null && children !== false

  return (
    <>
      <button
        type="button"
        className={`btn btn-accent ${styles.fab}`}
        aria-haspopup="dialog"
        onClick={open}
      >
        <HeartIcon size={18} />
        Make A Donation
      </button>
      <Modal
        open={isOpen}
        onClose={close}
        label="Make A Donation"
        labelledBy={hasForm ? undefined : headingId}
      >
        {hasForm ? (
          children
        ) : (
          <div className={styles.fallback} lang="en" dir="ltr">
            <h2 id={headingId}>Make A Donation</h2>
            <p>Choose a purpose below to support our work.</p>
            <Link href="/donationServices" className="btn btn-primary" onClick={close}>
              See donation purposes
            </Link>
          </div>
        )}
      </Modal>
    </>
  )
}
