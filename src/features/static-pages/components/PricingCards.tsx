import Link from 'next/link'
import { formatMoney } from '@/i18n/format-number'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { FEATURE_KEYS, formatPrice, PLAN_FEATURES, type Plan } from '../pricing'
import styles from './StaticPages.module.css'

/** The four plan cards: name, price per month, features (included or not), a button. */
export function PricingCards({ plans }: { plans: readonly Plan[] }) {
  const locale = pageLocale()
  const t = translator(locale, 'pricing')
  // English keeps the spec's words and '$19.99'; Arabic names them and formats dollars for Arabic.
  const name = (plan: Plan) =>
    locale === 'ar' ? t(`plans.${plan.name.toLowerCase()}` as 'plans.free') : plan.name
  const feature = (text: string) =>
    locale === 'ar' ? t(`features.${FEATURE_KEYS[text]}` as 'features.fullAccess') : text
  const price = (amount: number) =>
    locale === 'ar' ? formatMoney(amount, 'ar') : formatPrice(amount)
  return (
    <ul role="list" className={styles.plans}>
      {plans.map((plan) => {
        const titleId = `plan-${plan.name.toLowerCase()}`
        return (
          <li
            key={plan.name}
            className={styles.plan}
            data-featured={plan.featured ? 'true' : undefined}
          >
            <article aria-labelledby={titleId} className={styles.planInner}>
              <h2 id={titleId} className={styles.planName}>
                {name(plan)}
              </h2>
              <p className={styles.planPrice}>
                <span className={styles.planAmount}>{price(plan.price)}</span>{' '}
                <span className={styles.planPeriod}>{t('perMonth')}</span>
              </p>
              <ul className={styles.planFeatures}>
                {PLAN_FEATURES.map((f) => {
                  const included = plan.includes.includes(f)
                  return (
                    <li key={f} data-included={included}>
                      <span aria-hidden="true" className={styles.planMark}>
                        {included ? '✓' : '✕'}
                      </span>
                      {feature(f)}
                      {included ? null : (
                        <span className="visually-hidden"> {t('notIncluded')}</span>
                      )}
                    </li>
                  )
                })}
                {plan.extra ? (
                  <li data-included="true">
                    <span aria-hidden="true" className={styles.planMark}>
                      ✓
                    </span>
                    {feature(plan.extra)}
                  </li>
                ) : null}
              </ul>
              <Link
                href={localisedPath('/contactus', locale)}
                className={
                  plan.featured ? 'btn btn-primary btn-block' : 'btn btn-outline btn-block'
                }
                aria-label={t('getStartedLabel', { plan: name(plan) })}
              >
                {t('getStarted')}
              </Link>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
