import type { ReactNode } from 'react'
import { formatDateTime, formatMoney } from '../format'
import { countOf, dashboardTexts, type Lang, type NounKey } from '../texts'
import type { Figure, ItemList } from '../types'
import styles from './dashboard.module.css'

/** A panel of the dashboard: a titled region with a link to the whole list behind it. */
export function Panel({
  id,
  title,
  href,
  linkText,
  lang = 'en',
  children,
}: {
  id: string
  title: string
  href?: string
  linkText?: string
  lang?: Lang
  children: ReactNode
}) {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-panel={id}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
      {href && (
        <p className={styles.more}>
          <a href={href}>{linkText ?? dashboardTexts(lang).openList}</a>
        </p>
      )}
    </section>
  )
}

/**
 * Counted figures, each a link to the records it counts, with one amount per currency (never
 * their sum) followed by `amountNote` ("net", «صافيًا»).
 */
export function Figures({
  figures,
  unit,
  lang = 'en',
  amountNote = dashboardTexts(lang).net,
}: {
  figures: Figure[]
  unit: NounKey
  lang?: Lang
  amountNote?: string
}) {
  return (
    <ul className={styles.figures}>
      {figures.map((f) => (
        <li key={f.label}>
          <a className={styles.figure} href={f.href}>
            <span className={styles.figureLabel}>{f.label}</span>
            <span className={styles.figureCount}>{countOf(f.count, unit, lang)}</span>
            {f.amounts?.map((a) => (
              <span key={a.currency} className={styles.figureAmount} data-currency={a.currency}>
                {formatMoney(a.cents, a.currency, lang)} {amountNote}
              </span>
            ))}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** A few records, each a link, or a line saying there is nothing there. */
export function Items({
  list,
  empty,
  label,
  lang = 'en',
}: {
  list: ItemList
  empty: string
  label?: string
  lang?: Lang
}) {
  if (list.items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ol className={styles.items} aria-label={label}>
      {list.items.map((item) => (
        <li key={item.id} className={styles.item}>
          <a href={item.href} className={styles.itemTitle}>
            {item.title}
          </a>
          {item.meta && <span className={styles.itemMeta}>{item.meta}</span>}
          {item.at && (
            <time className={styles.itemTime} dateTime={item.at}>
              {formatDateTime(item.at, lang)}
            </time>
          )}
        </li>
      ))}
    </ol>
  )
}

/** "3 waiting" next to a panel's title, or more than the panel lists. */
export function Count({ list, noun, lang = 'en' }: { list: ItemList; noun: NounKey; lang?: Lang }) {
  return <p className={styles.count}>{countOf(list.total, noun, lang)}</p>
}
