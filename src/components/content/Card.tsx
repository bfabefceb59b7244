import { MoreLink } from '@/components/content/MoreLink'
import { SizedImage } from '@/components/content/SizedImage'
import styles from './Card.module.css'

export interface CardProps {
  href: string
  title: string
  image?: string | null
  text?: string | null
  meta?: string | null
  action?: string
  /**
   * For a record with no Arabic yet on an Arabic page: the short note shown above its English,
   * which is then marked lang="en" dir="ltr" (decision 0043). A prop, not a lookup: client
   * lists render this card too.
   */
  englishNote?: string
  /** 'en' for a title in Latin letters that is a name (a volunteer's): isolated, no note. */
  titleLang?: 'en'
}

/**
 * A content card (news, activity, purpose, person): image, title, text and a link.
 * A server component with a plain <img>: the images are the uploads' own 400×300 thumbnails
 * (or the site's small default picture), drawn at most 380 px wide and loaded lazily, so
 * next/image's eight-width srcset (about 700 bytes of HTML per card, 16 KB on the home page)
 * and its client component bought nothing here. Its parts carry no class: the
 * stylesheet finds them by their place (Card.module.css, decision 0063).
 */
export function Card({
  href,
  title,
  image,
  text,
  meta,
  action = 'Read More',
  englishNote,
  titleLang,
}: CardProps) {
  // englishAttrs() of EnglishFallback, which is server-only: the same two attributes.
  const english = englishNote ? ({ lang: 'en', dir: 'ltr' } as const) : {}
  return (
    <article className={styles.content}>
      {image ? <SizedImage src={image} width={400} height={300} /> : null}
      <div>
        {meta ? <p>{meta}</p> : null}
        {englishNote ? <p className={styles.englishNote}>{englishNote}</p> : null}
        <h3 {...english}>{titleLang ? <bdi lang={titleLang}>{title}</bdi> : title}</h3>
        {text ? <p {...english}>{text}</p> : null}
        <MoreLink
          href={href}
          label={action}
          about={title}
          aboutLang={englishNote || titleLang ? 'en' : undefined}
        />
      </div>
    </article>
  )
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}
