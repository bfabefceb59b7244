import { typedQuantity } from '@/lib/validation/typed-digits'
import { DONATION_LIMITS } from '../../constants'

/**
 * The amount after an arrow key (spec 000 section 9: "input step 10"): the amount is a text
 * control, so that the Arabic-Indic digits a phone's keyboard types are kept (decision 0085), and
 * a text control has no step of its own. The typed amount (read as the schema reads it) moves by
 * the step and stays within the limits; an empty field starts at the step; text that is no number
 * is left as typed, for its message.
 */
export function steppedAmount(
  typed: string,
  direction: 1 | -1,
  { min, max }: { min: number; max: number } = {
    min: DONATION_LIMITS.amountMin,
    max: DONATION_LIMITS.amountMax,
  },
): string {
  const text = typedQuantity(typed.trim())
  if (text !== '' && !/^\d+(\.\d+)?$/.test(text)) return typed
  const next = (text === '' ? 0 : Number(text)) + direction * DONATION_LIMITS.amountStep
  return String(Math.round(Math.min(max, Math.max(min, next)) * 100) / 100)
}
