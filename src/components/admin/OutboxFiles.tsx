'use client'

import { useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'

/**
 * The files kept with an outbox mail (a receipt's PDF), each a link that opens it through
 * GET /api/outbox/:id/attachments/:index (src/lib/mail/outbox-files.ts), so staff can check
 * what a mail carried in Outbox mode (issue 46 item 6).
 */
const WORDS = {
  en: { title: 'Attachments', none: 'This mail has no attachments.' },
  ar: { title: 'المرفقات', none: 'لا مرفقات لهذه الرسالة.' },
}

export function OutboxFiles() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const files = useFormFields(([fields]) => fields.attachments?.value) as
    | { filename: string; contentType: string }[]
    | null
    | undefined
  const words = WORDS[i18n.language === 'ar' ? 'ar' : 'en']
  const list = Array.isArray(files) ? files : []
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{words.title}</span>
      {list.length === 0 || id === undefined ? (
        <p>{words.none}</p>
      ) : (
        <ul>
          {list.map((file, index) => (
            <li key={index}>
              <a
                href={`${config.serverURL}${config.routes.api}/outbox/${id}/attachments/${index}`}
                target="_blank"
                rel="noopener"
              >
                {file.filename}
              </a>{' '}
              ({file.contentType})
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
