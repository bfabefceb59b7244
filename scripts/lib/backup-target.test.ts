import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UPLOAD_FOLDERS } from './backup-target'

describe('the upload folders a backup carries', () => {
  it("are the upload collections' folders of the Payload config", { timeout: 60_000 }, async () => {
    const config = await (await import('@payload-config')).default
    const root = path.resolve(process.env.DATA_DIR ?? './data')
    const folders = config.collections
      .map((c) => (c.upload && typeof c.upload === 'object' ? c.upload.staticDir : undefined))
      .filter((dir): dir is string => typeof dir === 'string')
      .map((dir) => path.relative(root, path.resolve(dir)))
    expect(folders.sort()).toEqual([...UPLOAD_FOLDERS].sort())
  })
})
