'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a case request, for administrators: export the applicant's data (JSON with the photos)
 * and erase it on request. Both are recorded by the endpoints on the request.
 */
export function PrivacyActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [message, setMessage] = useState('')
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.includes('admin')) return null

  async function erase() {
    if (
      !window.confirm('Erase the personal data and photos of this request? This cannot be undone.')
    )
      return
    const res = await fetch(`/api/case-requests/${id}/erase`, {
      method: 'POST',
      credentials: 'include',
    })
    setMessage(
      res.ok ? 'Erased. Reload the page to see the record.' : `Erasure failed (${res.status}).`,
    )
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <h3>Applicant data</h3>
      <a className="btn btn--style-secondary" href={`/api/case-requests/${id}/export`} download>
        Export data (JSON with photos)
      </a>{' '}
      <Button buttonStyle="error" onClick={erase}>
        Erase personal data
      </Button>
      {message && <p role="status">{message}</p>}
    </div>
  )
}
