import styles from './Account.module.css'

/** The card that holds an account-style form, under its page's hero. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: React.ReactNode
}) {
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
