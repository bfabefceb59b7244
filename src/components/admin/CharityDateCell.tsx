'use client'

import { Link, useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { formatTime } from '@/lib/clock'

/**
 * A date in an admin list on the charity's clock (issue 46 item 3, decision 0098), in the
 * staff member's admin language, instead of Payload's cell in the browser's zone. As the
 * default cell, it links to the document when it is the list's first column.
 */
export function CharityDateCell({
  cellData,
  link,
  linkURL,
  rowData,
  collectionSlug,
  timeZone,
}: DefaultCellComponentProps & { timeZone?: string }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const text = formatTime(cellData as string | null, i18n.language === 'ar' ? 'ar' : 'en', {
    timeZone,
  })
  if (!link) return <span>{text}</span>
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute: config.routes.admin,
      path: `/collections/${collectionSlug}/${encodeURIComponent(String(rowData?.id ?? ''))}`,
    })
  return <Link href={href}>{text}</Link>
}
