'use client'

import { useTranslations } from 'next-intl'
import { VOTING_TEXTS, votingErrorKey } from './rules'

/**
 * An answer of the voting endpoints in the page's language: they speak the spec's English (the
 * API's contract, VOTING_ERRORS); a text this does not know is shown as it is.
 */
export function useVotingErrorText() {
  const t = useTranslations('voteWizard')
  return (message: string) => {
    if (message === VOTING_TEXTS.unknownError) return t('unknownError')
    const key = votingErrorKey(message)
    return key ? t(`errors.${key}`) : message
  }
}
