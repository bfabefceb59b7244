import type { Metadata } from 'next'
import { toArabicMetadata } from '@/lib/metadata'
import { translator } from './server'

/**
 * The pages a mail or a gateway links a donor to (cancel a plan, confirm with the bank, back
 * from Paymob): titled from their catalogue namespace, never indexed (the link carries a
 * signature or a payment's state), rendered on every request.
 */
type LinkNamespace = 'cancelPlan' | 'paymobPayment' | 'planAuthenticate'

export function linkPageMetadata(namespace: LinkNamespace): Metadata {
  const t = translator('en', namespace)
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
  }
}

/** The same page under /ar (decision 0038): its Arabic title and description. */
export function arabicLinkPageMetadata(english: Metadata, namespace: LinkNamespace): Metadata {
  const t = translator('ar', namespace)
  return toArabicMetadata({ ...english, title: t('title'), description: t('description') })
}
