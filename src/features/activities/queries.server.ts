import 'server-only'
import type { Where } from 'payload'
import { payloadClient } from '@/lib/payload.server'

export async function findActivity(by: { slug: string } | { id: number }) {
  const payload = await payloadClient()
  const where: Where = 'slug' in by ? { slug: { equals: by.slug } } : { id: { equals: by.id } }
  const { docs } = await payload.find({ collection: 'activities', where, limit: 1, depth: 1 })
  return docs[0] ?? null
}

export async function latestActivities(limit: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'activities',
    sort: '-startDate',
    limit,
    depth: 1,
  })
  return docs
}

export async function teamVolunteers(limit: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'volunteers', sort: 'order', limit, depth: 1 })
  return docs
}
