'use client'

import { useCallback, useRef, useState, type KeyboardEvent } from 'react'
import type { AddressSuggestion } from '../../address/types'
import { DONATION_LIMITS } from '../../constants'
import { loadList, sameName, useAddressSuggestions, wait, type PlaceItem } from './lookups'
import type { DonationFormApi } from './types'

const SHOW = { shouldValidate: true, shouldDirty: true } as const
/** The schema's shortest street (spec 000 section 9); shorter text is not looked up. */
const STREET_MIN_LENGTH = 10

/**
 * The address part's behaviour (spec 000 section 4): the country → state → city lists, the
 * street's suggestions (a listbox the arrows, Enter and Escape drive) and what a chosen
 * suggestion fills. Also what the spec leaves open (issue 16, item 8): latitude and longitude are
 * hidden and required, so a street typed and left without a choice is looked up once with the
 * same provider; when it finds nothing, `unresolved` makes the street's hint the visible reason.
 */
export function useAddress(form: DonationFormApi, countries: PlaceItem[]) {
  const { setValue, getValues } = form
  const [states, setStates] = useState<PlaceItem[]>([])
  const [cities, setCities] = useState<PlaceItem[]>([])
  // Each list answers only its latest request; a newer choice cancels an older chain.
  const seq = useRef({ country: 0, state: 0, autocomplete: 0, resolve: 0 })
  const { suggestions, query, clear } = useAddressSuggestions()
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [unresolved, setUnresolved] = useState(false)
  const resolving = useRef<Promise<void> | null>(null)

  // A new country clears state and city and reloads the states; a new state clears the city.
  async function chooseCountry(value: string): Promise<PlaceItem[]> {
    const mine = ++seq.current.country
    seq.current.state++
    setValue('country', value, SHOW)
    setValue('state', '', SHOW)
    setValue('city', '', SHOW)
    setStates([])
    setCities([])
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
  async function fillFrom(s: AddressSuggestion, options: { street: boolean; places: boolean }) {
    const mine = ++seq.current.autocomplete
    setUnresolved(false)
    if (options.street) setValue('street', s.street, { ...SHOW, shouldTouch: true })
    setValue('latitude', String(s.latitude), { shouldValidate: true })
    setValue('longitude', String(s.longitude), { shouldValidate: true })
    if (s.zip_code && (options.street || !getValues('zip_code'))) {
      const zip = s.zip_code.slice(0, DONATION_LIMITS.zipMaxLength)
      setValue('zip_code', zip, { ...SHOW, shouldTouch: true })
    }
    if (!options.places) return
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
    seq.current.resolve++
    setListOpen(false)
    setActive(-1)
    clear()
    await fillFrom(s, { street: true, places: true })
  }

  /**
   * A typed street without coordinates: asks the provider once and takes its first place,
   * keeping the street as typed and the places the donor already chose. Nothing found (or
   * shorter than a street may be): the hint becomes the reason.
   */
  const resolveTyped = useCallback((): Promise<void> => {
    const street = getValues('street').trim()
    if (!street || getValues('latitude')) return Promise.resolve()
    if (street.length < STREET_MIN_LENGTH) {
      // Not an address yet: nothing to look up, and the hint says what is wanted.
      setUnresolved(true)
      return Promise.resolve()
    }
    const mine = ++seq.current.resolve
    const url = `/api/donation/address-suggestions?q=${encodeURIComponent(street)}`
    const run = loadList<AddressSuggestion>(url).then(async ([first]) => {
      if (mine !== seq.current.resolve) return
      if (!first) return setUnresolved(true)
      await fillFrom(first, { street: false, places: !getValues('country') })
    })
    resolving.current = run
    return run
    // fillFrom reads only refs, setters and the countries list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [getValues, countries])

  /** Before a submit: the lookup under way, or a new one when the street has no coordinates. */
  function settle(): Promise<void> {
    return getValues('latitude') ? (resolving.current ?? Promise.resolve()) : resolveTyped()
  }

  const showList = listOpen && suggestions.length > 0
  const streetOptions = {
    onChange: (event: { target: { value: string } }) => {
      const text = event.target.value
      seq.current.resolve++
      setUnresolved(false)
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
      void resolveTyped()
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

  /** After a completed donation: empty lists, no suggestion, no reason shown. */
  function reset() {
    seq.current.resolve++
    setStates([])
    setCities([])
    setUnresolved(false)
    clear()
  }

  return {
    states,
    cities,
    suggestions: showList ? suggestions : [],
    active,
    unresolved,
    streetOptions,
    onStreetKey,
    choose,
    chooseCountry,
    chooseState,
    settle,
    reset,
  }
}

export type AddressApi = ReturnType<typeof useAddress>
