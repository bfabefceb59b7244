import { CsvExportLink } from '@/components/admin/CsvExportLink'

/** Back office, above the list of newsletter subscribers: download them all as CSV. */
export function ExportSubscribersLink() {
  return (
    <CsvExportLink
      href="/api/content/newsletter/subscribers.csv"
      label="Export subscribers as CSV"
    />
  )
}
