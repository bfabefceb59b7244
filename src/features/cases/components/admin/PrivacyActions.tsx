'use client'

import { Button, useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { privacyTexts } from './privacy-texts'

/**
 * On a case request, for administrators: export the applicant's data (JSON with the photos)
 * and erase it on request. Both are recorded by the endpoints on the request. In the admin's
 * language (privacy-texts.ts).
 */
export function PrivacyActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const t = privacyTexts(useTranslation().i18n.language)
  const [message, setMessage] = useState('')
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.includes('admin')) return null

  async function erase() {
    if (!window.confirm(t.confirmErase)) return
    const res = await fetch(`/api/case-requests/${id}/erase`, {
      method: 'POST',
      credentials: 'include',
    })
    setMessage(res.ok ? t.erased : t.failed(res.status))
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <h3>{t.title}</h3>
      <a className="btn btn--style-secondary" href={`/api/case-requests/${id}/export`} download>
        {t.export}
      </a>{' '}
      <Button buttonStyle="error" onClick={erase}>
        {t.erase}
      </Button>
      {message && <p role="status">{message}</p>}
    </div>
  )
}
