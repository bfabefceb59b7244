/** Back office, above a collection's list: one button that downloads the whole list as CSV. */
export function CsvExportLink({ href, label }: { href: string; label: string }) {
  return (
    <div style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {label}
      </a>
    </div>
  )
}
