import 'server-only'
import type { CollectionSlug, Payload, PaginatedDocs, Where } from 'payload'

type FindArgs = Parameters<Payload['find']>[0] & {
  collection: CollectionSlug
  page: number
  limit: number
  where?: Where
}

/**
 * payload.find for one page of a list, with a true page count past the end.
 * Payload answers a page past the last with `totalPages: 0` when the filter
 * goes through a relationship (its "select distinct" path), so the lists said
 * "page 99 of 1" although page 2 existed. An empty page after the first is
 * counted again, so every list reports its real last page.
 */
export async function findPage<T>(
  payload: Payload,
  args: FindArgs,
): Promise<PaginatedDocs<T> & { totalPages: number }> {
  const result = (await payload.find(args)) as unknown as PaginatedDocs<T>
  if (result.docs.length > 0 || args.page <= 1) {
    return { ...result, totalPages: Math.max(1, result.totalPages) }
  }
  const { totalDocs } = await payload.count({
    collection: args.collection,
    where: args.where,
    overrideAccess: args.overrideAccess,
  })
  return { ...result, totalDocs, totalPages: Math.max(1, Math.ceil(totalDocs / args.limit)) }
}
