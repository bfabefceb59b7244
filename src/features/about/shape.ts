import type { AboutUs } from '@/payload-types'

/** The content API's about-us data (spec 000 section 3). */
export interface AboutData {
  title: string
  mission_title: string
  mission_description: string
  message_title: string
  message_description: string
}

export const toAboutData = (a: Partial<AboutUs>): AboutData => ({
  title: a.title ?? '',
  mission_title: a.missionTitle ?? '',
  mission_description: a.missionDescription ?? '',
  message_title: a.messageTitle ?? '',
  message_description: a.messageDescription ?? '',
})

/** The sample counters of the about page (spec 001 section 9), in the spec's order. */
export const ABOUT_COUNTERS = [
  { value: 673, label: 'Cases', key: 'cases' },
  { value: 49, label: 'Projects', key: 'projects' },
  { value: 2461, label: 'Coffees', key: 'coffees' },
  { value: 99, label: 'Satisfaction', key: 'satisfaction' },
  { value: 7, label: 'Country Offices', key: 'countryOffices' },
] as const
