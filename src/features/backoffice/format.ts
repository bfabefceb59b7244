import { formatTime } from '@/lib/clock'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Dollars with cents, from integer cents: "$1,250.00". */
export const formatCents = (cents: number) => usd.format(cents / 100)

/** "10 Dec 2025, 09:30" on the charity's clock (src/lib/clock.ts; the dashboard is drawn on the server). */
export const formatDateTime = (isoString: string) => formatTime(isoString, 'en')

/** "1 gift", "3 gifts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
