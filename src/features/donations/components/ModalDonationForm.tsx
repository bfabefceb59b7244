'use client'

import { usePathname } from 'next/navigation'
import { useId } from 'react'
// The context's own file: importing more of the shell would pull it (OnePageNav…) into every page.
import { useDonationModal } from '@/components/shell/DonationModalContext'
import { purposeIdOfPath } from '../purpose-of-path'
import { LazyDonationForm } from './LazyDonationForm'
import styles from './MakeDonationBox.module.css'

/**
 * The donation form of the shell's modal (nav 'MAKE A DONATION' and the fixed button); completing
 * it closes the modal. On a purpose's page it preselects that purpose, as the page's box does.
 * The title comes from the server in the page's language: the shell loads no catalogue.
 */
export function ModalDonationForm({ title }: { title: string }) {
  const { close } = useDonationModal()
  const headingId = useId()
  const purposeId = purposeIdOfPath(usePathname())
  return (
    <div aria-labelledby={headingId} role="group">
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {/* The modal renders this only while open, so the form's chunk loads on the first opening. */}
      <LazyDonationForm purposeId={purposeId} onCompleted={close} />
    </div>
  )
}
