import { safeParse, type z } from 'zod/mini'

/**
 * The fields a schema requires, read from the schema itself so the mark can never disagree with
 * the rule: those whose empty value (the form's defaults: '', false, none) the schema refuses. A field required
 * only under a condition (a job when "working" is yes) counts when the defaults meet it.
 */
export function requiredFields(schema: z.ZodMiniType, empty: Record<string, unknown>): Set<string> {
  const result = safeParse(schema, empty)
  const names = new Set<string>()
  if (result.success) return names
  for (const issue of result.error.issues) {
    const name = issue.path[0]
    if (typeof name === 'string' && name in empty && isEmpty(empty[name])) names.add(name)
  }
  return names
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
