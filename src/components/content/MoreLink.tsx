import Link from 'next/link'
import type { ComponentProps } from 'react'
import styles from './MoreLink.module.css'

interface MoreLinkProps extends Omit<ComponentProps<typeof Link>, 'children' | 'aria-label'> {
  /** The visible label the spec gives ('Read More', 'See More'). */
  label: string
  /** What the link leads to, e.g. the article's title. */
  about: string
  /** 'en' when `about` is English on an Arabic page (a title not translated yet, a Latin name). */
  aboutLang?: 'en'
}

/**
 * A 'Read More' link that names what it leads to. The visible label stays
 * the spec's; the title follows it as text out of sight, so screen readers
 * name the link "Read More: <title>" and search engines read it too
 * (Lighthouse's link-text audit fails a bare "Read More"). No aria-label
 * saying the same: the title was written three times in each card, in the
 * HTML and again in the page's data (decision 0063).
 *
 * A button-styled link (`btn`, a flex box) is the exception: its label and
 * the title are two flex items, which Chromium names "See More : <title>"
 * and the flex gap would push apart; there the title is out of flow
 * (visually-hidden) and the aria-label gives the name, as before.
 */
export function MoreLink({ label, about, aboutLang, ...props }: MoreLinkProps) {
  // An English title inside an Arabic link is marked and isolated, so it reads (and is spoken)
  // as English; an aria-label could not carry its language, so the name then comes from the text.
  const title = aboutLang ? <bdi lang={aboutLang}>{about}</bdi> : about
  if (/(^|\s)btn(\s|$)/.test(props.className ?? '')) {
    return (
      <Link {...props} aria-label={aboutLang ? undefined : `${label}: ${about}`}>
        {label}
        <span className="visually-hidden">: {title}</span>
      </Link>
    )
  }
  return (
    <Link {...props}>
      {label}
      <span className={styles.about}>: {title}</span>
    </Link>
  )
}
