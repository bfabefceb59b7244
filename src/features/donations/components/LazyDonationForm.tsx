'use client'

import dynamic from 'next/dynamic'
import styles from './MakeDonationBox.module.css'

/**
 * The donation form in its own chunk (react-hook-form, zod and the shared donation schema: about
 * 55 KB gzip), fetched once the page is interactive instead of being part of every page's first
 * load. Not server-rendered: the form only works with its script anyway (a card form that would
 * submit without it must not exist). Used by the home and purpose pages' box and the shell's modal.
 */
export const LazyDonationForm = dynamic(
  () => import('./DonationForm').then((m) => m.DonationForm),
  {
    ssr: false,
    loading: () => (
      <p role="status" className={styles.loading}>
        Loading the donation form…
      </p>
    ),
  },
)
