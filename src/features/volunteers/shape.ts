import { imageUrl } from '@/lib/media'
import type { Volunteer } from '@/payload-types'

/** A volunteer of the team list (spec 000 section 3 "Volunteer (list)": image, fullname_en, job). */
export interface VolunteerListItem {
  id: number
  fullname_en: string
  job: string | null
  image: string | null
}

export function toVolunteerListItem(v: Volunteer, origin: string): VolunteerListItem {
  return {
    id: v.id,
    fullname_en: v.fullnameEn,
    job: v.job || null,
    image: imageUrl(v.image, origin),
  }
}

/** A volunteer's name as the team cards show it: the first 3 words (spec 000 section 9). */
export function shortName(fullname: string, words = 3): string {
  return fullname.trim().split(/\s+/).slice(0, words).join(' ')
}
