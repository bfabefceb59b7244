import Image from 'next/image'
import { MoreLink } from '@/components/content/MoreLink'
import styles from './Card.module.css'

export interface CardProps {
  href: string
  title: string
  image?: string | null
  text?: string | null
  meta?: string | null
  action?: string
}

/** A content card (news, activity, purpose, person): image, title, text and a link. */
export function Card({ href, title, image, text, meta, action = 'Read More' }: CardProps) {
  return (
    <article className={styles.card}>
      {image ? (
        <Image
          className={styles.image}
          src={image}
          alt=""
          width={400}
          height={300}
          sizes="(max-width: 700px) 100vw, 380px"
          loading="lazy"
        />
      ) : null}
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <h3 className={styles.title}>{title}</h3>
        {text ? <p className={styles.text}>{text}</p> : null}
        <MoreLink className={styles.link} href={href} label={action} about={title} />
      </div>
    </article>
  )
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}
