import type { Check, CheckLang } from '../golive'
import styles from './golive.module.css'

const T = {
  en: {
    title: 'Before going live',
    lead: (ready: number, all: number) =>
      `${ready} of ${all} ready. Real donors should give only once every item is green.`,
    ok: 'Ready',
    missing: 'To do',
    open: 'Open',
  },
  ar: {
    title: 'قبل بدء التشغيل الفعلي',
    lead: (ready: number, all: number) =>
      `${ready} من ${all} جاهزة. لا ينبغي أن يتبرع المتبرعون الحقيقيون قبل أن تصبح كل البنود خضراء.`,
    ok: 'جاهز',
    missing: 'مطلوب',
    open: 'فتح',
  },
} as const

/**
 * The go-live checklist (issue 45 item 1, decision 0112) on the back office's home while
 * something is still missing; each item says "Ready" or "To do" in words as well as colour.
 */
export function GoLiveChecklist({ checks, lang }: { checks: Check[]; lang: CheckLang }) {
  const t = T[lang]
  const ready = checks.filter((c) => c.ok).length
  if (ready === checks.length) return null
  return (
    <section className={styles.checklist} aria-labelledby="golive-title" data-golive>
      <h2 id="golive-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead(ready, checks.length)}</p>
      <ul className={styles.list}>
        {checks.map((c) => (
          <li key={c.key} className={c.ok ? styles.ok : styles.missing} data-check={c.key}>
            <span className={styles.mark} aria-hidden="true">
              {c.ok ? '✓' : '✗'}
            </span>
            <div className={styles.body}>
              <p className={styles.checkTitle}>
                <span className={styles.state}>{c.ok ? t.ok : t.missing}:</span> {c.title}
              </p>
              <p className={styles.detail}>{c.detail}</p>
              {c.href && !c.ok && (
                <a className={styles.link} href={c.href}>
                  {t.open}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
