'use client'

import { useEffect, useState } from 'react'
import type { CaseLang } from '../schema'

export interface Option {
  id: number
  name: string
  name_en?: string
}

/** GET a lookup of the content API with the lang header; a failure is only logged (spec 001 section 8). */
export async function loadLookup(path: string, lang: CaseLang): Promise<Option[]> {
  try {
    const res = await fetch(`/api/content/${path}`, {
      headers: { lang, Accept: 'application/json' },
    })
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
    const body = (await res.json()) as { data?: Option[] }
    return Array.isArray(body.data) ? body.data : []
  } catch (error) {
    console.error('[cases] lookup failed', error)
    return []
  }
}

/** Purposes, governorates and clubs once; cities of the governorate; villages of the city. */
export function useCaseLookups(lang: CaseLang, governorate: string, city: string) {
  const [base, setBase] = useState<{ purposes: Option[]; governorates: Option[]; clubs: Option[] }>(
    { purposes: [], governorates: [], clubs: [] },
  )
  const [cities, setCities] = useState<{ key: string; list: Option[] }>({ key: '', list: [] })
  const [villages, setVillages] = useState<{ key: string; list: Option[] }>({ key: '', list: [] })

  useEffect(() => {
    let live = true
    void Promise.all([
      loadLookup('get-case-purposes', lang),
      loadLookup('ge-govermnets', lang),
      loadLookup('clubs', lang),
    ]).then(([purposes, governorates, clubs]) => {
      if (live) setBase({ purposes, governorates, clubs })
    })
    return () => {
      live = false
    }
  }, [lang])

  useEffect(() => {
    if (!/^\d+$/.test(governorate)) return
    let live = true
    void loadLookup(`get-cities/${governorate}`, lang).then((list) => {
      if (live) setCities({ key: governorate, list })
    })
    return () => {
      live = false
    }
  }, [governorate, lang])

  useEffect(() => {
    if (!/^\d+$/.test(city)) return
    let live = true
    void loadLookup(`get-villages/${city}`, lang).then((list) => {
      if (live) setVillages({ key: city, list })
    })
    return () => {
      live = false
    }
  }, [city, lang])

  return {
    ...base,
    cities: cities.key === governorate ? cities.list : [],
    villages: villages.key === city ? villages.list : [],
  }
}
