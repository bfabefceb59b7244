/**
 * What a Payload instance holds: the number of documents per collection and global, and for
 * each upload document whether its file (and every image size's file) is on disk. The backup
 * test compares the source's with the restored site's. Run as a script (DATABASE_URL and
 * DATA_DIR set), it prints the inventory of that site as JSON.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { loadPayloadConfig } from '../../scripts/lib/load-config'

export interface Inventory {
  counts: Record<string, number>
  files: Record<string, string[]>
  missingFiles: string[]
}

export async function inventory(payload: Payload): Promise<Inventory> {
  const counts: Record<string, number> = {}
  const files: Record<string, string[]> = {}
  const missingFiles: string[] = []
  for (const collection of payload.config.collections) {
    const slug = collection.slug as 'media'
    const { totalDocs, docs } = await payload.find({
      collection: slug,
      limit: 1000,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    counts[slug] = totalDocs
    const staticDir = collection.upload ? collection.upload.staticDir : undefined
    if (!staticDir) continue
    files[slug] = []
    for (const doc of docs as Array<{
      filename?: string
      sizes?: Record<string, { filename?: string | null }>
    }>) {
      const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s.filename)]
      for (const name of names.filter((n): n is string => Boolean(n))) {
        files[slug].push(name)
        if (!existsSync(path.join(staticDir, name))) missingFiles.push(`${slug}/${name}`)
      }
    }
    files[slug].sort()
  }
  return { counts, files, missingFiles }
}

if (process.argv[1]?.endsWith('payload-inventory.ts')) {
  const { getPayload } = await import('payload')
  const config = await loadPayloadConfig()
  const payload = await getPayload({ config })
  const result = await inventory(payload)
  process.stdout.write(`INVENTORY ${JSON.stringify(result)}\n`)
  await payload.destroy()
  process.exit(0)
}
