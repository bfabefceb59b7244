'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { cellMoney } from './money-cell'

/** A money column of an admin list: the amount in its row's currency (money-cell.ts). */
export function MoneyCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const currency = rowData?.currency
  return (
    <span data-currency={String(currency ?? '')} style={{ whiteSpace: 'nowrap' }}>
      {cellMoney(cellData, currency, i18n.language)}
    </span>
  )
}
