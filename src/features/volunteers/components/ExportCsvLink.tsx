import { CsvExportLink } from '@/components/admin/CsvExportLink'

/** Back office, above the list of volunteer applications: download them all as CSV. */
export function ExportCsvLink() {
  return <CsvExportLink href="/api/content/staff/volunteers.csv" label="Export volunteers as CSV" />
}
