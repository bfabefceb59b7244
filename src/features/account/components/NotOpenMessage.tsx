'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useAccountPath } from '../use-account-text'

/** 'Accounts for the public are not open yet. Staff can sign in on the login page.' */
export function NotOpenMessage() {
  const t = useTranslations('account')
  const path = useAccountPath()
  return t.rich('notOpen', { link: (chunks) => <Link href={path('/login')}>{chunks}</Link> })
}
