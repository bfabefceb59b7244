import { randomInt } from 'node:crypto'

/**
 * A fresh case applicant per request (decision 0087): the server takes 3 requests a day from one
 * national ID or phone, and the e2e database outlives a run.
 */
const digits = (n: number) => String(randomInt(10 ** n)).padStart(n, '0')
export const newNationalId = () => `2980101${digits(7)}`
export const newPhone = () => `010${digits(8)}`
