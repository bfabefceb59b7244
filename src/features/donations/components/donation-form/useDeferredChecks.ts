'use client'

import { useCallback, useMemo, useState, type RefObject } from 'react'
import type { Resolver } from 'react-hook-form'
import type { DonationRules } from '../../currency-rules'
import type { DonationFormValues, DonationPayload } from '../../schema'
import type { DonationChecks } from './donation-checks'
import type { PlaceItem } from './lookups'

/**
 * The donation form's checks load when the visitor first engages the form (a focus, a press or a
 * key inside it, or a submit), not while the page starts: zod and the schema's rules are ~33 KB
 * compressed, and evaluating them was the home page's second longest task on a phone (issue 24).
 * Nothing needs them before: the form starts empty, so not valid, which is what its submit button
 * says until the checks answer. A check asked before (react-hook-form asks at once whether the
 * form is valid) waits for them. A chunk that fails to load is asked for again by the next check;
 * the failed check rejects (the submit says the donation failed, see useDonationSubmit).
 */
export function useDeferredChecks(
  inStripeMode: RefObject<boolean>,
  rules: RefObject<DonationRules>,
  countries: RefObject<readonly PlaceItem[]>,
) {
  const [engaged, setEngaged] = useState(false)
  const deferred = useMemo(() => {
    let reach: () => void = () => {}
    const reached = new Promise<void>((resolve) => (reach = resolve))
    let loading: Promise<DonationChecks> | undefined
    let loaded: DonationChecks | undefined
    const load = () =>
      (loading ??= reached
        .then(() => import('./donation-checks'))
        .then(
          (m) =>
            (loaded = m.donationChecks(
              () => inStripeMode.current,
              () => rules.current,
              (id) => countries.current.find((c) => String(c.id) === id)?.iso_code,
            )),
        )
        .catch((error: unknown) => {
          loading = undefined
          throw error
        }))
    const resolver: Resolver<DonationFormValues, unknown, DonationPayload> = async (...args) =>
      (await load()).resolver(...args)
    return { reach, load, resolver, loaded: () => loaded }
  }, [inStripeMode, rules, countries])
  const engage = useCallback(() => {
    setEngaged(true)
    deferred.reach()
    deferred.load().catch(() => {}) // a check that needs them will ask again and say so
  }, [deferred])
  return { engaged, engage, resolver: deferred.resolver, loaded: deferred.loaded }
}
