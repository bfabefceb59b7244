import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, Config, Plugin } from 'payload'

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * An upload whose file is not on the disk is a 404: Payload's own file route answered it
 * with a 500 ("Something went wrong.") and an error line, under every spelling of the path
 * Payload matches (`/api/media/File/x.png`, issue 64). A handler of the collection's, so it
 * runs after Payload's access check whatever the spelling; a file that is there (or one kept
 * by a storage adapter, whose handler answers first) goes on to Payload's own reader.
 */
const missingOnDisk = (collection: CollectionConfig): UploadHandler =>
  // Payload's type wants a Response or nothing, not a promise of either (it awaits both).
  (async (_req: unknown, { params }: { params: { filename: string } }) => {
    const upload = typeof collection.upload === 'object' ? collection.upload : {}
    const dir = path.resolve(upload.staticDir || collection.slug)
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return // Payload answers it (400)
    try {
      await stat(file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return notFound()
      throw err
    }
  }) as UploadHandler

/** Every upload collection gets the handler, after any storage adapter's. */
export const missingFilesAre404 = (): Plugin => (config: Config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.upload
      ? {
          ...collection,
          upload: {
            ...(typeof collection.upload === 'object' ? collection.upload : {}),
            handlers: [
              ...((typeof collection.upload === 'object' && collection.upload.handlers) || []),
              missingOnDisk(collection),
            ],
          },
        }
      : collection,
  ),
})
