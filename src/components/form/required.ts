import { safeParse, type z } from 'zod/mini'

/**
 * The fields a schema requires, read from the schema itself so the mark can never disagree with
 * the rule: those whose empty value (the form's defaults: '', false, none) the schema refuses. A field required
 * only under a condition (a job when "working" is yes) counts when the defaults meet it. A field
 * of a list's line is named `list.*.field`.
 */
export function requiredFields(schema: z.ZodMiniType, empty: Record<string, unknown>): Set<string> {
  const result = safeParse(schema, empty)
  const names = new Set<string>()
  if (result.success) return names
  for (const issue of result.error.issues) {
    const name = requiredName(issue.path, empty)
    if (name) names.add(name)
  }
  return names
}

/**
 * The name an issue marks, if its value is still the empty default: a top-level field by its
 * name, a field of a list's line as `list.*.field` (every line alike; requiredKey in ./required-key.ts reads it).
 */
function requiredName(path: readonly PropertyKey[], empty: Record<string, unknown>) {
  let value: unknown = empty
  for (const key of path) {
    if (typeof key === 'symbol' || value === null || typeof value !== 'object') return undefined
    if (!(key in value)) return undefined
    value = (value as Record<string | number, unknown>)[key]
  }
  if (path.length === 0 || !isEmpty(value)) return undefined
  return path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.')
}

/** A value the visitor has not given: a rule across fields on a filled default is no mark. */
function isEmpty(value: unknown): boolean {
  return (
    value === '' ||
    value === false ||
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0)
  )
}
