import { randomInt } from 'node:crypto'
import { asciiDigits } from '@/lib/validation/typed-digits'

/**
 * Case references: 8 characters from an alphabet without 0/O/1/I, so that a
 * reference read aloud or written by hand is not misread. 32 symbols, 8 of them: 2^40
 * references; collisions are retried by the collection hook (and refused by the unique index).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const REFERENCE_LENGTH = 8

export function newReference(): string {
  let out = ''
  for (let i = 0; i < REFERENCE_LENGTH; i++) out += REFERENCE_ALPHABET[randomInt(32)]
  return out
}

const REFERENCE_RE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`)

/**
 * What an applicant typed, upper-cased without spaces or dashes, its digits as ASCII (typed on an
 * Arabic keyboard: issue 42); '' when it cannot be one.
 */
export function normaliseReference(input: unknown): string {
  if (typeof input !== 'string') return ''
  const value = asciiDigits(input)
    .replace(/[\s\-\u2010-\u2015\u200e\u200f]+/g, '')
    .toUpperCase()
  return REFERENCE_RE.test(value) ? value : ''
}

/** Arabic-Indic and Persian digits as ASCII digits (the one normaliser), all else dropped. */
export function digitsOf(input: unknown): string {
  if (typeof input !== 'string') return ''
  return asciiDigits(input).replace(/\D+/g, '')
}

/** A national ID as matched: its digits. */
export const normaliseNationalId = (input: unknown) => digitsOf(input)

/** A phone as matched: its digits, an Egyptian +20/0020 prefix written as the leading 0. */
export function normalisePhone(input: unknown): string {
  const d = digitsOf(input)
  if (/^0020\d{10}$/.test(d)) return `0${d.slice(4)}`
  if (/^20\d{10}$/.test(d)) return `0${d.slice(2)}`
  return d
}
