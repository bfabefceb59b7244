import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { builtWithoutDatabase, isBuilding } from './db/build-without-database'

/**
 * Payload's local API for server components and route handlers (one instance per process).
 * During `next build` without a reachable database, an empty stand-in: the pages are built
 * empty and rendered on their first visit instead (decision 0090).
 */
export const payloadClient = (): Promise<Payload> =>
  isBuilding() ? buildClient() : getPayload({ config })

let building: Promise<Payload> | undefined

/** The build's client: the real one when the database answers, else the empty one (once). */
function buildClient(): Promise<Payload> {
  building ??= getPayload({ config }).catch((error: unknown) => builtWithoutDatabase(error))
  return building
}
