import { APIError, type FlattenedField } from 'payload'

/**
 * The cost of a visitor's query, bounded before it reaches the database (issue 64, item 2;
 * decision 0125). `GET /api/cities?sort=state.country.nameEn&page=1000` with 30 `where[or]`
 * branches on a joined field took 26 s, and ten of them held the whole pool. A query without
 * a staff session may name at most `MAX_WHERE_CONDITIONS` conditions, of which at most
 * `MAX_TEXT_MATCHES` match text (`like`, `not_like`, `contains`: a scan of every row each; 20 of
 * them over 150,000 cities took 1.3 to 2.1 s), and may neither sort nor
 * filter through a relationship (a join per row): only on the collection's own columns, and a
 * relationship by its id (`where[state][equals]=3`, `state.id`).
 */
export const MAX_WHERE_CONDITIONS = 10
export const MAX_TEXT_MATCHES = 3
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])

const refuse = (message: string): never => {
  throw new APIError(message, 400, null, true)
}

/** Whether `path` goes through a relationship or upload into the related documents' fields. */
export function throughRelation(fields: FlattenedField[], path: string): boolean {
  const [head, ...rest] = path.split('.')
  if (rest.length === 0) return false
  const field = fields.find((f) => 'name' in f && f.name === head)
  if (!field) return false
  if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
    return !(rest.length === 1 && rest[0] === 'id')
  }
  return 'flattenedFields' in field ? throughRelation(field.flattenedFields, rest.join('.')) : false
}

type Tally = { count: number; textMatches: number; paths: string[] }

/** The field conditions of a where (each operator counts), its text matches, the paths named. */
function conditionsOf(
  where: unknown,
  tally: Tally = { count: 0, textMatches: 0, paths: [] },
): Tally {
  if (!where || typeof where !== 'object') return tally
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      for (const inner of value) conditionsOf(inner, tally)
      continue
    }
    tally.paths.push(key)
    const ops = value && typeof value === 'object' ? Object.keys(value) : []
    tally.count += Math.max(1, ops.length)
    tally.textMatches += ops.filter((op) => TEXT_MATCH.has(op)).length
  }
  return tally
}

const sortPaths = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim().replace(/^[-+]/, ''))

/** Throws a 400 (Payload's error shape) when a visitor's query costs more than allowed. */
export function checkQueryCost(
  args: { where?: unknown; sort?: unknown },
  fields: FlattenedField[],
): void {
  const { count, textMatches, paths } = conditionsOf(args.where)
  if (count > MAX_WHERE_CONDITIONS) {
    refuse(`A query may have at most ${MAX_WHERE_CONDITIONS} conditions.`)
  }
  if (textMatches > MAX_TEXT_MATCHES) {
    refuse(`A query may match text (like, contains) at most ${MAX_TEXT_MATCHES} times.`)
  }
  for (const path of paths) {
    if (throughRelation(fields, path)) refuse(`The query cannot filter through "${path}".`)
  }
  for (const path of sortPaths(args.sort)) {
    if (throughRelation(fields, path)) refuse(`The query cannot sort by "${path}".`)
  }
}
