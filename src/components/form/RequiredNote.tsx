'use client'

import { useTranslations } from 'next-intl'

/** Says what the mark of a required field means, once, at the top of a form. */
export function RequiredNote() {
  const t = useTranslations('common')
  return (
    <p className="required-note">
      <span className="required-mark" aria-hidden="true">
        *
      </span>{' '}
      {t('requiredNote')}
    </p>
  )
}
