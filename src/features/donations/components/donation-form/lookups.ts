'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import type { AddressSuggestion } from '../../address/types'

/**
 * A country, state, city (id, name_en; a country's iso_code and an Egyptian place's name_ar,
 * decision 0089) or purpose (id, name) of the donation API.
 */
export interface PlaceItem {
  id: number
  name_en: string
  iso_code?: string
  name_ar?: string
}
export interface PurposeItem {
  id: number
  name: string
}

/**
 * The data list of a donation API lookup; a failure is only logged and
 * answers an empty list (spec 000 section 8).
 */
export async function loadList<T>(url: string, signal?: AbortSignal, lang?: string): Promise<T[]> {
  try {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (lang === 'ar') headers.lang = 'ar'
    const res = await apiFetch(url, { headers, signal })
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    const body = (await res.json()) as { data?: unknown }
    return Array.isArray(body.data) ? (body.data as T[]) : []
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.error(`Could not load ${url}`, error)
    return []
  }
}

/** Purposes and countries, loaded once when the form mounts. */
export function useInitialLists() {
  const [purposes, setPurposes] = useState<PurposeItem[]>([])
  const [countries, setCountries] = useState<PlaceItem[]>([])
  useEffect(() => {
    const controller = new AbortController()
    // Purpose names in the page's language (issue 42 part 5): the endpoint answers Arabic to `lang: ar`.
    const lang = document.documentElement.lang
    void loadList<PurposeItem>('/api/donation/get-case-purposes', controller.signal, lang).then(
      (list) => {
        if (!controller.signal.aborted) setPurposes(list)
      },
    )
    void loadList<PlaceItem>('/api/donation/countries', controller.signal).then((list) => {
      if (!controller.signal.aborted) setCountries(list)
    })
    return () => controller.abort()
  }, [])
  return { purposes, countries }
}

/**
 * Address suggestions for the street field: asked after more than 2
 * characters (spec 000 section 4) once typing pauses, the stale ones
 * dropped; failures are only logged.
 */
export function useAddressSuggestions(delayMs = 300) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const controller = useRef<AbortController>(undefined)

  const clear = useCallback(() => {
    clearTimeout(timer.current)
    controller.current?.abort()
    setSuggestions([])
  }, [])

  const query = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      controller.current?.abort()
      if (text.trim().length <= 2) {
        setSuggestions([])
        return
      }
      timer.current = setTimeout(() => {
        const c = new AbortController()
        controller.current = c
        void loadList<AddressSuggestion>(
          `/api/donation/address-suggestions?q=${encodeURIComponent(text.trim())}`,
          c.signal,
        ).then((list) => {
          if (!c.signal.aborted) setSuggestions(list)
        })
      }, delayMs)
    },
    [delayMs],
  )

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      controller.current?.abort()
    },
    [],
  )
  return { suggestions, query, clear }
}

/** The English names match, case aside (spec 000 section 4). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
