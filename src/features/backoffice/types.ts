import type { Currency, Designation } from '@/lib/money/currency'
import type { PanelKey } from './panels'

/** One record in a panel: what it is, a line about it, when, and the link to open it. */
export type Item = { id: number | string; title: string; meta?: string; at?: string; href: string }

/** A few records of a filtered list, how many the whole list holds, and the link to it. */
export type ItemList = { total: number; items: Item[]; href: string }

/** An amount of one currency, in its minor units: amounts of two currencies are never added. */
export type Amount = { currency: Currency; cents: number }

/**
 * A count (and, for money, one amount per currency the records were given in, never their sum)
 * with the link to the records counted.
 */
export type Figure = { label: string; count: number; amounts?: Amount[]; href: string }

/** This month's gifts of one designation (Zakat, Sadaqah, general): the lines' amounts. */
export type DesignationFigure = Figure & { designation: Designation }

export type PanelData = {
  gifts: { figures: Figure[]; byDesignation: DesignationFigure[] }
  recentGifts: ItemList
  pausedPlans: ItemList
  expiredStaged: { figures: Figure[] }
  volunteers: ItemList
  messages: ItemList
  cases: { byStatus: Figure[]; oldestNew: ItemList }
  meetings: ItemList
  articles: { drafts: ItemList; scheduled: ItemList; published: ItemList }
  outbox: ItemList
}

/** What the dashboard shows one staff member: only the panels of their roles. */
export type DashboardData = {
  name: string
  generatedAt: string
  panels: { [K in PanelKey]?: PanelData[K] }
}
