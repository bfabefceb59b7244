import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** Payload's local API for server components and route handlers (one instance per process). */
export const payloadClient = () => getPayload({ config })
