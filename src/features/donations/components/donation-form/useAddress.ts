'use client'

import { useRef, useState, type KeyboardEvent } from 'react'
import type { AddressSuggestion } from '../../address/types'
import { DONATION_LIMITS } from '../../constants'
import { loadList, sameName, useAddressSuggestions, wait, type PlaceItem } from './lookups'
import type { DonationFormApi } from './types'

const SHOW = { shouldValidate: true, shouldDirty: true } as const

/**
 * The address part's behaviour (spec 000 section 4): the country → state → city lists, the
 * street's suggestions (a listbox the arrows, Enter and Escape drive) and what a chosen
 * suggestion fills. Latitude and longitude are hidden and only a chosen suggestion fills them
 * (issue 42); suggestions help and never block (decision 0134): a street typed without a choice
 * is sent as typed, with the country, state and city chosen from the lists.
 */
export function useAddress(form: DonationFormApi, countries: PlaceItem[]) {
  const { setValue, getValues, trigger } = form
  const [states, setStates] = useState<PlaceItem[]>([])
  const [cities, setCities] = useState<PlaceItem[]>([])
  // Each list answers only its latest request; a newer choice cancels an older chain.
  const seq = useRef({ country: 0, state: 0, autocomplete: 0 })
  const { suggestions, query, clear } = useAddressSuggestions()
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)

  // A new country clears state and city and reloads the states; a new state clears the city.
  async function chooseCountry(value: string): Promise<PlaceItem[]> {
    const mine = ++seq.current.country
    seq.current.state++
    setValue('country', value, SHOW)
    setValue('state', '', SHOW)
    setValue('city', '', SHOW)
    setStates([])
    setCities([])
    // The country decides the phone's default country and whether a postal code is required.
    revalidateTyped('phone', 'zip_code')
    if (!value) return []
    const list = await loadList<PlaceItem>(`/api/donation/states/${encodeURIComponent(value)}`)
    if (mine !== seq.current.country) return []
    setStates(list)
    return list
  }
  async function chooseState(value: string): Promise<PlaceItem[]> {
    const mine = ++seq.current.state
    setValue('state', value, SHOW)
    setValue('city', '', SHOW)
    setCities([])
    if (!value) return []
    const list = await loadList<PlaceItem>(`/api/donation/cities/${encodeURIComponent(value)}`)
    if (mine !== seq.current.state) return []
    setCities(list)
    return list
  }

  /** Fills coordinates and ZIP, then selects country, state and city by name, 500 ms apart. */
  async function fillFrom(s: AddressSuggestion) {
    const mine = ++seq.current.autocomplete
    setValue('street', s.street, { ...SHOW, shouldTouch: true })
    setValue('latitude', String(s.latitude), { shouldValidate: true })
    setValue('longitude', String(s.longitude), { shouldValidate: true })
    if (s.zip_code) {
      const zip = s.zip_code.slice(0, DONATION_LIMITS.zipMaxLength)
      setValue('zip_code', zip, { ...SHOW, shouldTouch: true })
    }
    const country = countries.find((c) => sameName(c.name_en, s.country))
    if (!country) return
    const stateList = await chooseCountry(String(country.id))
    await wait(DONATION_LIMITS.autocompleteStepMs)
    if (mine !== seq.current.autocomplete) return
    const state = stateList.find((c) => sameName(c.name_en, s.state))
    if (!state) return
    const cityList = await chooseState(String(state.id))
    await wait(DONATION_LIMITS.autocompleteStepMs)
    if (mine !== seq.current.autocomplete) return
    const city = cityList.find((c) => sameName(c.name_en, s.city))
    if (city) setValue('city', String(city.id), SHOW)
  }

  async function choose(s: AddressSuggestion) {
    setListOpen(false)
    setActive(-1)
    clear()
    await fillFrom(s)
  }

  /** Fields whose rule depends on the country, checked again once they hold something. */
  function revalidateTyped(...names: ('phone' | 'zip_code')[]) {
    const typed = names.filter((n) => getValues(n).trim() !== '')
    if (typed.length) void trigger(typed)
  }

  const showList = listOpen && suggestions.length > 0
  const streetOptions = {
    onChange: (event: { target: { value: string } }) => {
      const text = event.target.value
      query(text)
      setListOpen(text.trim().length > DONATION_LIMITS.suggestAfter)
      setActive(-1)
      // Typed by hand: the coordinates of an earlier suggestion no longer apply.
      if (getValues('latitude') || getValues('longitude')) {
        setValue('latitude', '', { shouldValidate: true })
        setValue('longitude', '', { shouldValidate: true })
      }
    },
    onBlur: () => {
      setTimeout(() => setListOpen(false), 150)
    },
  }

  function onStreetKey(event: KeyboardEvent<HTMLInputElement>) {
    if (!showList) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      void choose(suggestions[active]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setListOpen(false)
    }
  }

  /** After a completed donation: empty lists, no suggestion. */
  function reset() {
    setStates([])
    setCities([])
    clear()
  }

  return {
    states,
    cities,
    suggestions: showList ? suggestions : [],
    active,
    streetOptions,
    onStreetKey,
    choose,
    chooseCountry,
    chooseState,
    reset,
  }
}

export type AddressApi = ReturnType<typeof useAddress>
