import Link from 'next/link'
import type { ComponentProps } from 'react'

interface MoreLinkProps extends Omit<ComponentProps<typeof Link>, 'children' | 'aria-label'> {
  /** The visible label the spec gives ('Read More', 'See More'). */
  label: string
  /** What the link leads to, e.g. the article's title. */
  about: string
}

/**
 * A 'Read More' link that names what it leads to. The visible label stays
 * the spec's. Screen readers get "Read More: <title>" from the aria-label;
 * search engines read the link's text, not its label (Lighthouse's link-text
 * audit fails a bare "Read More"), so the title is also there as visually
 * hidden text.
 */
export function MoreLink({ label, about, ...props }: MoreLinkProps) {
  return (
    <Link {...props} aria-label={`${label}: ${about}`}>
      {label}
      <span className="visually-hidden">: {about}</span>
    </Link>
  )
}
