import { OFFICE_TIME_ZONE } from './periods'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Dollars with cents, from integer cents: "$1,250.00". */
export const formatCents = (cents: number) => usd.format(cents / 100)

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** "10 Dec 2025, 09:30" in the office's time zone (the dashboard is drawn on the server). */
export const formatDateTime = (isoString: string) => dateTime.format(new Date(isoString))

/** "1 gift", "3 gifts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
