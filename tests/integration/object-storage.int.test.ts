import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'
import { startS3Server, type S3TestServer } from '../helpers/s3-server'

/**
 * Uploads in an S3-compatible bucket (decision 0031): every upload collection lands
 * in the bucket and nothing on this instance's disk; files are read through Payload's
 * access-checked route; a store that refuses answers the uploader clearly and saves nothing.
 * Real PostgreSQL and a real S3 server (s3rver) on a free port.
 */
type Ctx = { params: Promise<{ slug: string[] }> }
type Route = (req: Request, ctx: Ctx) => Promise<Response>

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name: string, data: Buffer = PNG) => ({
  data,
  mimetype: 'image/png',
  name,
  size: data.length,
})
/** A photo large enough for every image size (a 1×1 one gets only the sizes that never enlarge). */
const photo = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()

let s3: S3TestServer
let payload: Payload
let close: () => Promise<void>
let dataDir: string
let get: Route
let post: Route
const savedEnv = { ...process.env }
const tokens: Record<string, string> = {}

const ctxOf = (pathname: string): Ctx => ({
  params: Promise.resolve({ slug: pathname.replace(/^\/api\//, '').split('/') }),
})
function fetchFile(pathname: string, role?: string): Promise<Response> {
  const headers = role ? { authorization: `JWT ${tokens[role]}` } : undefined
  return get(new Request(`http://localhost${pathname}`, { headers }), ctxOf(pathname))
}
async function staff(role: string) {
  const email = `${role}-s3@newegypt.example`
  const password = 'Object-Storage-2026'
  await payload.create({
    collection: 'users',
    data: { email, password, name: role, roles: [role] } as never,
  })
  const login = await payload.login({ collection: 'users', data: { email, password } })
  tokens[role] = login.token!
}
/** Every file under DATA_DIR's upload folders (none may be written with a bucket). */
async function filesOnDisk(): Promise<string[]> {
  const out: string[] = []
  for (const folder of ['media', 'case-files', 'vote-signatures']) {
    const names = await readdir(path.join(dataDir, folder)).catch(() => [])
    out.push(...names.map((n) => `${folder}/${n}`))
  }
  return out
}
const bucketBytes = async (key: string) => {
  const obj = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from(await obj.Body!.transformToByteArray())
}

beforeAll(async () => {
  s3 = await startS3Server()
  dataDir = await mkdtemp(path.join(tmpdir(), 'charity-s3-data-'))
  Object.assign(process.env, s3.env, { DATA_DIR: dataDir })
  ;({ payload, close } = await createTestPayload())
  const { default: config } = await import('@payload-config')
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { refuseBadFileNames, withRestReadPolicy } = await import(
    '@/lib/security/payload-rest.server'
  )
  // The composition of src/app/(payload)/api/[...slug]/route.ts (without its CSS import).
  get = refuseBadFileNames(withRestReadPolicy(REST_GET(config)))
  post = REST_POST(config)
  for (const role of ['editor', 'case-reviewer', 'board-secretary']) await staff(role)
})

afterAll(async () => {
  await close?.()
  await s3?.close()
  await rm(dataDir, { recursive: true, force: true })
  process.env = savedEnv
})

describe('uploads with S3_BUCKET set', () => {
  it('lands every upload collection in the bucket, under its folder, and nothing on disk', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A photo in the bucket' },
      file: png('bucket-photo.png', await photo()),
    })
    const { selectCaseFileStorage } = await import('@/features/cases/storage.server')
    const cases = selectCaseFileStorage(payload)
    expect(cases.kind).toBe('s3')
    const req = await createLocalReq({}, payload)
    const caseFile = await cases.save(
      { data: PNG, mimetype: 'image/png', size: PNG.length, ext: 'png' } as never,
      'case-s3.png',
      req,
    )
    const signature = await payload.create({
      collection: 'vote-signatures',
      data: {},
      file: png('signature-s3.png'),
    })

    const sizes = Object.values(media.sizes ?? {}).map((s) => `media/${s?.filename}`)
    expect(sizes).toHaveLength(3)
    expect(await s3.keys()).toEqual(
      [
        `media/${media.filename}`,
        ...sizes,
        `case-files/${caseFile.filename}`,
        `vote-signatures/${signature.filename}`,
      ].sort(),
    )
    expect(await filesOnDisk()).toEqual([])
    // The addresses handed out are Payload's access-checked routes, never the bucket's.
    // (the same as on disk: the public API's image URLs do not change with S3 on).
    const site = 'http://localhost:3000'
    expect(media.url).toBe(`${site}/api/media/file/${media.filename}`)
    expect(media.sizes?.card?.url).toBe(`${site}/api/media/file/${media.sizes?.card?.filename}`)
    expect(signature.url).toBe(`${site}/api/vote-signatures/file/${signature.filename}`)
    expect(JSON.stringify([media, signature])).not.toContain(s3.endpoint)
  })

  it('serves a media file from the bucket to anyone through Payload’s route', async () => {
    const [key] = await s3.keys('media/bucket-photo')
    const res = await fetchFile(`/api/${key}`.replace('/media/', '/media/file/'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await bucketBytes(key!))
  })

  it('refuses a private file to anonymous and to a role without access, gives it to the right role', async () => {
    const [caseKey] = await s3.keys('case-files/')
    const [signatureKey] = await s3.keys('vote-signatures/')
    const casePath = `/api/case-files/file/${path.basename(caseKey!)}`
    const signaturePath = `/api/vote-signatures/file/${path.basename(signatureKey!)}`

    expect((await fetchFile(casePath)).status).toBe(403)
    expect((await fetchFile(casePath, 'editor')).status).toBe(403)
    expect((await fetchFile(casePath, 'board-secretary')).status).toBe(403)
    const allowed = await fetchFile(casePath, 'case-reviewer')
    expect(allowed.status).toBe(200)
    expect(Buffer.from(await allowed.arrayBuffer())).toEqual(PNG)

    expect((await fetchFile(signaturePath)).status).toBe(403)
    expect((await fetchFile(signaturePath, 'case-reviewer')).status).toBe(403)
    const secretary = await fetchFile(signaturePath, 'board-secretary')
    expect(secretary.status).toBe(200)
    expect(Buffer.from(await secretary.arrayBuffer())).toEqual(PNG)
  })

  it('answers a missing object with 404, and a stored one the store cannot give with a 5xx', async () => {
    expect((await fetchFile('/api/media/file/never-uploaded.webp')).status).toBe(404)
    const [key] = await s3.keys('media/bucket-photo')
    await s3.stop()
    try {
      // Not the 404 of a file that does not exist: the file is there, the store is not.
      const res = await fetchFile(`/api/media/file/${path.basename(key!)}`)
      expect(res.status).toBeGreaterThanOrEqual(500)
    } finally {
      await s3.start()
    }
  })
})

describe('a store that refuses', () => {
  const mediaRows = () => payload.count({ collection: 'media' }).then((r) => r.totalDocs)
  const caseRows = () => payload.count({ collection: 'case-files' }).then((r) => r.totalDocs)

  it('answers the uploader 503 with a clear message and keeps no record (store stopped)', async () => {
    const before = { media: await mediaRows(), keys: await s3.keys() }
    await s3.stop()
    try {
      const form = new FormData()
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'while-down.png')
      form.append('_payload', JSON.stringify({ alt: 'Sent while the store is down' }))
      const res = await post(
        new Request('http://localhost/api/media', {
          method: 'POST',
          headers: { authorization: `JWT ${tokens.editor}` },
          body: form,
        }),
        ctxOf('/api/media'),
      )
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        errors: [
          {
            message:
              'The file could not be stored: the file store did not accept it. Nothing was saved; please try again in a few minutes.',
          },
        ],
      })
      expect(await mediaRows()).toBe(before.media)

      // A case photo in the public form's transaction: refused, and the transaction rolls back.
      const { selectCaseFileStorage } = await import('@/features/cases/storage.server')
      const casesBefore = await caseRows()
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await expect(
        selectCaseFileStorage(payload).save(
          { data: PNG, mimetype: 'image/png', size: PNG.length, ext: 'png' } as never,
          'case-down.png',
          req,
        ),
      ).rejects.toThrow(/ECONNREFUSED/)
      await killTransaction(req)
      expect(await caseRows()).toBe(casesBefore)
    } finally {
      await s3.start()
    }
    expect(await s3.keys()).toEqual(before.keys)
    expect(await filesOnDisk()).toEqual([])
  })

  it('removes a stored case photo from the bucket when its request is rolled back', async () => {
    const { selectCaseFileStorage } = await import('@/features/cases/storage.server')
    const storage = selectCaseFileStorage(payload)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const stored = await storage.save(
      { data: PNG, mimetype: 'image/png', size: PNG.length, ext: 'png' } as never,
      'case-rolled-back.png',
      req,
    )
    expect(await s3.keys('case-files/case-rolled-back')).toHaveLength(1)
    await killTransaction(req)
    await storage.discard(stored)
    expect(await s3.keys('case-files/case-rolled-back')).toEqual([])
  })
})
