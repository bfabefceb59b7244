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
 * the spec's; the title follows as visually hidden text, so screen readers and
 * search engines (Lighthouse's link-text audit fails a bare "Read More") both get
 * "Read More: <title>" from the link's own text. No aria-label: it only repeated
 * that name, and each title twice more in the HTML and the page's RSC data (issue 24).
 */
export function MoreLink({ label, about, ...props }: MoreLinkProps) {
  return (
    <Link {...props}>
      {label}
      <span className="visually-hidden">: {about}</span>
    </Link>
  )
}
