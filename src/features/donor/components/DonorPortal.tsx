import type { ReactNode } from 'react'
import { FocusOnStep } from '@/components/form/FocusOnStep'
import type { DonorPlan } from '../plans.server'
import type { DonorPageData } from '../queries.server'
import { DONOR_TEXTS, type DonorLang } from '../texts'
import { DetailsForm } from './DetailsForm'
import styles from './Donor.module.css'
import { HistoryTable } from './HistoryTable'
import { PlanCard } from './PlanCard'
import { SignInForm } from './SignInForm'
import { SignOutButtons } from './SignOutButtons'

/** The whole of /donor (and /ar/donor with lang="ar"): the sign-in, or the donor's page. */
export function DonorPortal({
  data,
  lang = 'en',
  basePath = '/donor',
  cardChange,
}: {
  data: DonorPageData | null
  lang?: DonorLang
  basePath?: string
  /** A plan's "Replace card" (the donations feature's PlanCardChange), passed in by the page. */
  cardChange?: (plan: DonorPlan) => ReactNode
}) {
  const t = DONOR_TEXTS[lang]
  // Signing in swaps the form for the portal: focus goes to the portal's first heading.
  if (!data)
    return (
      <FocusOnStep step="sign-in">
        <SignInForm lang={lang} />
      </FocusOnStep>
    )
  return (
    <FocusOnStep step="portal">
      <div className={styles.row}>
        {/* A long address wraps anywhere: unbroken, it overflowed 375 px by a pixel or more. */}
        <p style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
          {t.signedInAs(data.email)}
        </p>
        <SignOutButtons lang={lang} />
      </div>
      {data.kiosk.length > 0 && (
        <section className={styles.section} aria-labelledby="donor-kiosk">
          <h2 id="donor-kiosk">{t.kioskPending}</h2>
          <ul data-testid="donor-kiosk">
            {data.kiosk.map((k) => (
              <li key={k.reference}>
                {t.kioskLine(
                  t.money(k.amountCents, k.currency),
                  k.expiresAt ? t.day(k.expiresAt) : '',
                )}{' '}
                <strong dir="ltr">{k.reference}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="donor-history">
        <h2 id="donor-history">{t.history}</h2>
        <HistoryTable lang={lang} basePath={basePath} {...data.history} />
      </section>
      {data.years.length > 0 && (
        <section className={styles.section} aria-labelledby="donor-statements">
          <h2 id="donor-statements">{t.statements}</h2>
          <ul>
            {data.years.map((y) => (
              <li key={y}>
                {t.statementFor(y)}:{' '}
                <a href={`/api/donor/statements/${y}`} download>
                  {t.pdfEnglish}
                </a>{' '}
                ·{' '}
                <a href={`/api/donor/statements/${y}?lang=ar`} download>
                  {t.pdfArabic}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="donor-plans">
        <h2 id="donor-plans">{t.plans}</h2>
        {data.plans.length === 0 ? (
          <p>{t.noPlans}</p>
        ) : (
          data.plans.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              lang={lang}
              cardChange={
                p.status !== 'cancelled' && p.planKind === 'card' ? cardChange?.(p) : undefined
              }
            />
          ))
        )}
      </section>
      <section className={styles.section} aria-labelledby="donor-details">
        <h2 id="donor-details">{t.details}</h2>
        <DetailsForm details={data.details} lang={lang} />
      </section>
    </FocusOnStep>
  )
}
