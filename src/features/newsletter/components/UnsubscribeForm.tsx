'use client'

import { useTranslations } from 'next-intl'
import { unsubscribeAction } from '../actions'
import { AskFirstForm } from './AskFirstForm'

/** Asks before unsubscribing. */
export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('newsletterPages')
  return (
    <AskFirstForm
      token={token}
      act={unsubscribeAction}
      ask={t('unsubscribe.askText')}
      button={t('unsubscribe.button')}
      answer={(outcome) => t(`unsubscribe.${outcome}Text`)}
      good={(outcome) => outcome === 'unsubscribed'}
    />
  )
}
