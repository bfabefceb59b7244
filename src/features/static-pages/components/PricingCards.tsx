import Link from 'next/link'
import { formatPrice, PLAN_FEATURES, type Plan } from '../pricing'
import styles from './StaticPages.module.css'

/** The four plan cards: name, price per month, features (included or not), a button. */
export function PricingCards({ plans }: { plans: readonly Plan[] }) {
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
                {plan.name}
              </h2>
              <p className={styles.planPrice}>
                <span className={styles.planAmount}>{formatPrice(plan.price)}</span>{' '}
                <span className={styles.planPeriod}>/ month</span>
              </p>
              <ul className={styles.planFeatures}>
                {PLAN_FEATURES.map((feature) => {
                  const included = plan.includes.includes(feature)
                  return (
                    <li key={feature} data-included={included}>
                      <span aria-hidden="true" className={styles.planMark}>
                        {included ? '✓' : '✕'}
                      </span>
                      {feature}
                      {included ? null : <span className="visually-hidden"> (not included)</span>}
                    </li>
                  )
                })}
                {plan.extra ? (
                  <li data-included="true">
                    <span aria-hidden="true" className={styles.planMark}>
                      ✓
                    </span>
                    {plan.extra}
                  </li>
                ) : null}
              </ul>
              <Link
                href="/contactus"
                className={
                  plan.featured ? 'btn btn-primary btn-block' : 'btn btn-outline btn-block'
                }
                aria-label={`Get started with the ${plan.name} plan`}
              >
                Get Started
              </Link>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
