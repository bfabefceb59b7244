/** Back office, above the list of newsletter subscribers: download them all as CSV. */
export function ExportSubscribersLink() {
  return (
    <div style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href="/api/content/newsletter/subscribers.csv"
        download
      >
        Export subscribers as CSV
      </a>
    </div>
  )
}
