'use client'

import { lazy, Suspense } from 'react'
import { useIsClient } from '@/components/Modal/Modal'
import type { DonationFormProps } from './DonationForm'
import styles from './MakeDonationBox.module.css'

/**
 * The donation form in its own chunk (react-hook-form, zod and the shared donation schema: about
 * 55 KB gzip), fetched once the page is interactive instead of being part of every page's first
 * load. React.lazy rather than next/dynamic, whose runtime would itself join every page (~1 KB).
 */
const DonationForm = lazy(() => import('./DonationForm').then((m) => ({ default: m.DonationForm })))

/**
 * The lazily loaded donation form, used by the home and purpose pages' box and the shell's modal.
 * Not server-rendered (the server and the hydration render the loading line): the form only works
 * with its script anyway, and a card form that could submit without it must not exist.
 */
export function LazyDonationForm(props: DonationFormProps) {
  const isClient = useIsClient()
  const loading = (
    <p role="status" className={styles.loading}>
      Loading the donation form…
    </p>
  )
  if (!isClient) return loading
  return (
    <Suspense fallback={loading}>
      <DonationForm {...props} />
    </Suspense>
  )
}
