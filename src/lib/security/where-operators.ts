import { APIError, type FlattenedField, type Payload, type Where } from 'payload'

/**
 * Which `where` operators a public query may use on which field, and in which value shape.
 * Payload checks that a path exists but not that its operator fits the
 * field: `where[id][near]=1,2,3`, `like` on a number, `all` on a single value, `{…}` as an
 * `equals` value reached the database adapter and failed there with a 500. The table is the
 * one of Payload's own filter builder (@payloadcms/ui WhereBuilder/field-types), plus
 * `contains` on fields holding several values (`all` failed there too, with a 500); paths this file cannot resolve (through a
 * polymorphic relationship, into blocks, a locale suffix) are left to Payload's own checks.
 */
const EQUALITY = ['equals', 'not_equals', 'exists'] as const
const BASE = [...EQUALITY, 'in', 'not_in'] as const
const ORDERED = [...BASE, 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT = [...BASE, 'like', 'not_like', 'contains']

const OPERATORS: Partial<Record<FlattenedField['type'], readonly string[]>> = {
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  code: TEXT,
  number: ORDERED,
  date: ORDERED,
  checkbox: EQUALITY,
  select: BASE,
  radio: BASE,
  relationship: BASE,
  upload: BASE,
  point: [...EQUALITY, 'near', 'within', 'intersects'],
  json: ['exists'],
  richText: ['exists'],
}
/** Added where the field holds several values (hasMany). `all` failed there too (a 500). */
const MANY = ['contains']
/** Operators whose value is a list (an array, or a comma-separated string). */
const LIST = new Set(['in', 'not_in', 'all'])
const GEO = new Set(['near', 'within', 'intersects'])

type Target = { type: FlattenedField['type']; hasMany: boolean }

/** The field a dotted query path names, or null when this file cannot tell. */
export function fieldAt(
  fields: FlattenedField[],
  path: string,
  payload: Pick<Payload, 'collections'>,
): Target | null {
  const [head, ...rest] = path.split('.')
  const field = fields.find((f) => 'name' in f && f.name === head)
  if (!field) return head === 'id' && rest.length === 0 ? { type: 'number', hasMany: false } : null
  if (rest.length === 0) return { type: field.type, hasMany: 'hasMany' in field && !!field.hasMany }
  if ('flattenedFields' in field) return fieldAt(field.flattenedFields, rest.join('.'), payload)
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    !Array.isArray(field.relationTo)
  ) {
    const related = payload.collections[field.relationTo as keyof Payload['collections']]
    return related ? fieldAt(related.config.flattenedFields, rest.join('.'), payload) : null
  }
  return null
}

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)

/** Why `value` cannot be the operand of `op`, or null when it can. */
function badValue(op: string, value: unknown): string | null {
  if (GEO.has(op)) return null
  if (LIST.has(op)) {
    return isScalar(value) || (Array.isArray(value) && value.every(isScalar)) ? null : 'a list'
  }
  return isScalar(value) ? null : 'one value'
}

const refuse = (message: string): never => {
  throw new APIError(message, 400, null, true)
}

/**
 * Throws a 400 (Payload answers it in its own error shape) when `where` uses an operator the
 * field does not support, a value of the wrong shape, or is not a where object at all.
 */
export function checkWhere(
  where: unknown,
  fields: FlattenedField[],
  payload: Pick<Payload, 'collections'>,
): void {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where)) refuse('The where query is not valid.')
  for (const [key, condition] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition)) refuse(`The where "${key}" must be a list.`)
      for (const inner of condition as unknown[]) checkWhere(inner ?? {}, fields, payload)
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition)) {
      refuse(`The where condition on "${key}" is not valid.`)
    }
    const target = fieldAt(fields, key, payload)
    for (const [op, value] of Object.entries(condition as Record<string, unknown>)) {
      if (target) {
        const allowed = [...(OPERATORS[target.type] ?? BASE), ...(target.hasMany ? MANY : [])]
        if (!allowed.includes(op)) refuse(`The operator "${op}" does not apply to "${key}".`)
      }
      const shape = badValue(op, value)
      if (shape) refuse(`The operator "${op}" on "${key}" takes ${shape}.`)
    }
  }
}
