import { PageHero } from '@/components/page/PageHero'
import { routeText } from '@/i18n/page-text'
import type { SitePath } from '@/lib/routes'
import styles from './Account.module.css'

type CardProps = { title: string; intro?: string; children: React.ReactNode }

/** The card that holds an account-style form, under its page's hero. */
export function AccountCard({ title, intro, children }: CardProps) {
  return (
    <div className="container section">
      <section className={styles.card} aria-labelledby="account-card-title">
        <h2 id="account-card-title" className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </div>
  )
}

/** A whole account page (sign-in, reset, sign-up, lock screen): the route's hero, then the card. */
export function AccountPage({ path, ...card }: CardProps & { path: SitePath }) {
  const r = routeText(path)
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <AccountCard {...card} />
    </>
  )
}
