import type { SanitizedConfig } from 'payload'
import { isAdmin } from '@/access/roles'

const nobody = () => false

/**
 * Payload adds `payload-migrations` with no access rules of its own, so every signed-in staff
 * member could read it through the REST API, and write it: a deleted row makes a migration run
 * again. Migrations read and write it with the local API (overrideAccess), which
 * these rules do not touch; through REST, only an admin reads it and no one writes it.
 * It is added while the config is sanitised, after plugins run: so this works on the built
 * config.
 */
export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const migrations = config.collections.find((c) => c.slug === 'payload-migrations')
  if (migrations) {
    migrations.access = {
      ...migrations.access,
      read: isAdmin,
      readVersions: isAdmin,
      create: nobody,
      update: nobody,
      delete: nobody,
    }
  }
  return config
}
