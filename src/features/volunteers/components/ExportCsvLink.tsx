/** Back office, above the list of volunteer applications: download them all as CSV. */
export function ExportCsvLink() {
  return (
    <div style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href="/api/content/staff/volunteers.csv"
        download
      >
        Export volunteers as CSV
      </a>
    </div>
  )
}
