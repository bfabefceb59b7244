import Link from 'next/link'
import type { ComponentProps } from 'react'
import styles from './MoreLink.module.css'

interface MoreLinkProps extends Omit<ComponentProps<typeof Link>, 'children' | 'aria-label'> {
  /** The visible label the spec gives ('Read More', 'See More'). */
  label: string
  /** What the link leads to, e.g. the article's title. */
  about: string
}

/**
 * A 'Read More' link that names what it leads to. The visible label stays
 * the spec's; the title follows it as text out of sight, so screen readers
 * name the link "Read More: <title>" and search engines read it too
 * (Lighthouse's link-text audit fails a bare "Read More"). No aria-label
 * saying the same: the title was written three times in each card, in the
 * HTML and again in the page's data (issue 24, decision 0063).
 */
export function MoreLink({ label, about, ...props }: MoreLinkProps) {
  return (
    <Link {...props}>
      {label}
      <span className={styles.about}>: {about}</span>
    </Link>
  )
}
