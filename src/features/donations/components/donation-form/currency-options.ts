'use client'

import { useEffect, useState } from 'react'
import type { CurrencyOptions } from '../../currency-rules'

let answer: Promise<CurrencyOptions | null> | undefined

const isOptions = (v: unknown): v is CurrencyOptions =>
  v !== null &&
  typeof v === 'object' &&
  Array.isArray((v as CurrencyOptions).currencies) &&
  Array.isArray((v as CurrencyOptions).zakat_purpose_ids)

/**
 * The currencies' limits, payment steps and the Zakat purposes (GET currency-options, decision
 * 0110), asked once per page load; null when the answer is unusable (the form then keeps the
 * defaults and the server's checks decide).
 */
function loadCurrencyOptions(): Promise<CurrencyOptions | null> {
  answer ??= fetch('/api/donation/currency-options', { headers: { Accept: 'application/json' } })
    .then((res) => res.json() as Promise<{ data?: unknown }>)
    .then((body) => (isOptions(body.data) ? body.data : null))
    .catch(() => {
      answer = undefined // asked again by the next form
      return null
    })
  return answer
}

/** The currency options, `undefined` until known; asked once `wanted`. */
export function useCurrencyOptions(wanted: boolean): CurrencyOptions | null | undefined {
  const [value, setValue] = useState<CurrencyOptions | null>()
  useEffect(() => {
    if (!wanted) return
    let live = true
    void loadCurrencyOptions().then((o) => live && setValue(o))
    return () => {
      live = false
    }
  }, [wanted])
  return value
}
