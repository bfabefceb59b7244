import type { CollectionConfig } from 'payload'

/**
 * Counters of `rateLimit()` (src/lib/security/rate-limit.server.ts): one row
 * per key and window, shared by every app instance through PostgreSQL.
 * Hidden from the back office and closed to the REST API; the limiter writes
 * it with SQL.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: {
    read: () => false,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'resetAt', type: 'date', required: true, index: true },
  ],
}
