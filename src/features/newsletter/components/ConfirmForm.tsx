'use client'

import { useTranslations } from 'next-intl'
import { confirmAction } from '../actions'
import { CONFIRM_KEYS } from '../messages'
import { AskFirstForm } from './AskFirstForm'

/** Asks before confirming a subscription (double opt-in). */
export function ConfirmForm({ token }: { token: string }) {
  const t = useTranslations('newsletterPages')
  return (
    <AskFirstForm
      token={token}
      act={confirmAction}
      ask={t('confirm.askText')}
      button={t('confirm.button')}
      answer={(outcome) => t(`confirm.${CONFIRM_KEYS[outcome]}Text`)}
      good={(outcome) => outcome === 'confirmed' || outcome === 'already-confirmed'}
    />
  )
}
