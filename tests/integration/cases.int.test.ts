import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import { deflateSync } from 'node:zlib'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { expectArabicMail } from '../helpers/arabic-mail'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/** Case assistance requests against real PostgreSQL, real files and a real SMTP server. */
let payload: Payload
let databaseUrl: string
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let cases: typeof import('@/features/cases/submit.server')
let schema: typeof import('@/features/cases/schema')
const ids = { purpose: 0, club: 0, governorate: 0, city: 0 }

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND); CRCs are not checked by the sniffer. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)])
  }
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255])
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}
const file = (bytes: Uint8Array, name: string, type = 'image/png') =>
  new File([bytes as BlobPart], name, { type })

/** A real one-page PDF, as a scanner or a hospital's system writes one. */
async function onePagePdf(): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'A6' })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  doc.text('Medical report')
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

let n = 0
const ip = () => `198.51.100.${++n}`
/** A fresh applicant (national ID and phone) per request: one applicant may send 3 a day. */
let applicant = 0
const nationalId = () => `2980101${String(++applicant).padStart(7, '0')}`
const phone = () => `0101${String(applicant).padStart(7, '0')}`

function form(overrides: Record<string, string | File | null> = {}, images = 2): FormData {
  const fields: Record<string, string | File | null> = {
    'purpose_id[0]': String(ids.purpose),
    fullname: 'Mona Ali',
    age: '42',
    national_id: nationalId(),
    address: '12 Nile Street',
    phone: phone(),
    email: 'mona@example.org',
    isWorking: '1',
    current_job: 'Teacher',
    job_place: 'School',
    insurance_number: '77',
    hasHouse: '0',
    wc: '1',
    water_source: '0',
    goverment_id: String(ids.governorate),
    city: String(ids.city),
    village: '',
    club_id: String(ids.club),
    case_image: file(png(), 'case.png'),
    ...overrides,
  }
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== null) fd.append(k, v)
  for (let i = 0; i < images; i++) fd.append(`images[${i}]`, file(png(), `extra-${i}.png`))
  return fd
}

const counts = async () => ({
  requests: (await payload.count({ collection: 'case-requests' })).totalDocs,
  files: (await payload.count({ collection: 'case-files' })).totalDocs,
  onDisk: (await readdir(dir()).catch(() => [])).length,
})
const dir = () => payload.collections['case-files']!.config.upload.staticDir!

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  ;({ payload, close, databaseUrl } = await createTestPayload())
  cases = await import('@/features/cases/submit.server')
  schema = await import('@/features/cases/schema')
  ids.purpose = (
    await payload.create({
      collection: 'purposes',
      data: { name: 'Kidney', nameAr: 'الكلى', kinds: ['case'] },
    })
  ).id
  ids.club = (
    await payload.create({ collection: 'clubs', data: { name: 'New Egypt Club – Cairo' } })
  ).id
  ids.governorate = (
    await payload.create({ collection: 'governorates', data: { name: 'القاهرة', nameEn: 'Cairo' } })
  ).id
  ids.city = (
    await payload.create({
      collection: 'egypt-cities',
      data: { name: 'المعادي', nameEn: 'Maadi', governorate: ids.governorate },
    })
  ).id
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
})

const issuesOf = (r: { kind: string; issues?: unknown }) => {
  expect(r.kind).toBe('invalid')
  return (r as { issues: { path: PropertyKey[]; message: string }[] }).issues
}

describe('submitCaseRequest', () => {
  it('stores a valid request with its photos, the national ID encrypted', async () => {
    const before = await counts()
    const r = await cases.submitCaseRequest(
      payload,
      form({ national_id: '29801011234567', phone: '01012345678' }),
      { ip: ip(), lang: 'en' },
    )
    expect(r.kind).toBe('ok')
    const id = (r as { id: number }).id
    const doc = await payload.findByID({ collection: 'case-requests', id, depth: 1 })
    expect(doc).toMatchObject({
      status: 'new',
      fullname: 'Mona Ali',
      age: '42',
      nationalId: '29801011234567',
      nationalIdMasked: '**********4567',
      // Stored in E.164 (decision 0086): +201012345678.
      phoneMasked: '*********5678',
      isWorking: true,
      hasHouse: false,
      wc: true,
      waterSource: false,
      currentJob: 'Teacher',
      language: 'en',
    })
    expect(doc.purpose).toMatchObject({ id: ids.purpose })
    expect(doc.governorate).toMatchObject({ id: ids.governorate })
    expect(doc.city).toMatchObject({ id: ids.city })
    expect(doc.club).toMatchObject({ id: ids.club })
    expect(doc.caseImage).toMatchObject({ mimeType: 'image/png' })
    expect(doc.images).toHaveLength(2)
    const after = await counts()
    expect(after.requests).toBe(before.requests + 1)
    expect(after.files).toBe(before.files + 3)
    expect(after.onDisk).toBe(before.onDisk + 3)

    // At rest the national ID is ciphertext.
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT national_id FROM case_requests WHERE id = $1', [
        id,
      ])
      expect(rows[0].national_id).toMatch(/^enc:v2:derived:/)
      expect(rows[0].national_id).not.toContain('29801011234567')
    } finally {
      await client.end()
    }
  })

  it('takes a PDF document as the case file, checked by its content', async () => {
    const pdf = await onePagePdf()
    const r = await cases.submitCaseRequest(
      payload,
      form({ case_image: file(pdf, 'report.pdf', 'application/pdf') }, 0),
      { ip: ip(), lang: 'ar' },
    )
    expect(r.kind, JSON.stringify(r)).toBe('ok')
    const doc = await payload.findByID({
      collection: 'case-requests',
      id: (r as { id: number }).id,
      depth: 1,
    })
    expect(doc.caseImage).toMatchObject({ mimeType: 'application/pdf' })

    // A text named .pdf, and a PDF cut off before its end, are refused on their field.
    const cut = pdf.subarray(0, pdf.length - 200)
    for (const bytes of [new TextEncoder().encode('hello'), cut]) {
      const refused = await cases.submitCaseRequest(
        payload,
        form({ case_image: file(bytes, 'x.pdf', 'application/pdf') }, 0),
        { ip: ip(), lang: 'ar' },
      )
      expect(issuesOf(refused)).toEqual([
        {
          path: ['case_image'],
          message:
            'case_image: the file is not an image or a PDF. Please upload a JPEG, PNG, WebP or GIF photo or a PDF.',
        },
      ])
    }
  })

  it('refuses a text file renamed .jpg, and stores nothing', async () => {
    const before = await counts()
    const text = file(
      new TextEncoder().encode('just some text, not a photo'),
      'photo.jpg',
      'image/jpeg',
    )
    const r = await cases.submitCaseRequest(payload, form({}, 0), { ip: ip(), lang: 'en' })
    expect(r.kind).toBe('ok')
    const mid = await counts()
    const bad = form({}, 1)
    bad.append('images[1]', text)
    const issues = issuesOf(await cases.submitCaseRequest(payload, bad, { ip: ip(), lang: 'en' }))
    expect(issues).toEqual([
      {
        path: ['images', '1'],
        message:
          'images.1: the file is not an image or a PDF. Please upload a JPEG, PNG, WebP or GIF photo or a PDF.',
      },
    ])
    expect(await counts()).toEqual(mid)
    expect(mid.requests).toBe(before.requests + 1)
  })

  it('refuses a file over 10MB', async () => {
    const before = await counts()
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(png())
    const issues = issuesOf(
      await cases.submitCaseRequest(payload, form({ case_image: file(big, 'big.png') }), {
        ip: ip(),
        lang: 'en',
      }),
    )
    expect(issues).toEqual([
      { path: ['case_image'], message: 'case_image: the file is larger than 10MB.' },
    ])
    expect(await counts()).toEqual(before)
  })

  it('refuses more than 10 additional photos', async () => {
    const issues = issuesOf(
      await cases.submitCaseRequest(payload, form({}, 11), { ip: ip(), lang: 'en' }),
    )
    expect(issues[0]?.path).toEqual(['images'])
  })

  it('answers missing fields with the messages of the language header', async () => {
    const fd = form({ fullname: null, national_id: '12ab', age: 'x', case_image: null })
    const issues = issuesOf(await cases.submitCaseRequest(payload, fd, { ip: ip(), lang: 'ar' }))
    const M = schema.CASE_MESSAGES.ar
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['fullname'], message: M.required }),
        expect.objectContaining({ path: ['national_id'], message: M.nationalIdDigits }),
        expect.objectContaining({ path: ['age'], message: M.ageDigits }),
        expect.objectContaining({ path: ['case_image'], message: M.required }),
      ]),
    )
  })

  it('leaves nothing half-saved when storing fails midway', async () => {
    const before = await counts()
    const { payloadCaseFileStorage } = await import('@/features/cases/storage.server')
    const real = payloadCaseFileStorage(payload)
    let saved = 0
    const failing = {
      ...real,
      async save(...args: Parameters<typeof real.save>) {
        if (++saved === 3) throw new Error('disk full')
        return real.save(...args)
      },
    }
    await expect(
      cases.submitCaseRequest(payload, form(), { ip: ip(), lang: 'en', storage: failing }),
    ).rejects.toThrow('disk full')
    expect(await counts()).toEqual(before)
  })

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const before = await counts()
    const r = await cases.submitCaseRequest(payload, form({ website: 'http://spam' }), {
      ip: ip(),
      lang: 'en',
    })
    expect(r).toEqual({ kind: 'ok' })
    expect(await counts()).toEqual(before)
  })

  it('limits one address to 30 requests an hour, and says how long to wait (decision 0087)', async () => {
    const addr = '203.0.113.99'
    const empty = new FormData()
    for (let i = 0; i < 30; i++) {
      expect((await cases.submitCaseRequest(payload, empty, { ip: addr, lang: 'en' })).kind).toBe(
        'invalid',
      )
    }
    const limited = await cases.submitCaseRequest(payload, empty, { ip: addr, lang: 'en' })
    expect(limited.kind).toBe('limited')
    const wait = (limited as { retryAfterSeconds: number }).retryAfterSeconds
    expect(wait).toBeGreaterThan(59 * 60)
    expect(wait).toBeLessThanOrEqual(60 * 60)
  })

  it('limits one applicant to 3 requests a day, by national ID (Arabic digits too) or phone, from any address', async () => {
    const nid = '29912311234561'
    const typed = ['29912311234561', '٢٩٩١٢٣١١٢٣٤٥٦١', '2991 2311 2345 61']
    for (const national_id of typed) {
      const r = await cases.submitCaseRequest(payload, form({ national_id, phone: '' }, 0), {
        ip: ip(),
        lang: 'ar',
      })
      expect(r.kind, national_id).toBe('ok')
    }
    const fourth = await cases.submitCaseRequest(payload, form({ national_id: nid }, 0), {
      ip: ip(),
      lang: 'ar',
    })
    expect(fourth.kind).toBe('limited')
    expect((fourth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(23 * 3600)

    // The same phone, typed another way, under other national IDs: the phone's own limit.
    const samePhone = ['01055512345', '+20 105 551 2345', '٠١٠٥٥٥١٢٣٤٥', '00201055512345']
    const kinds = []
    for (const p of samePhone) {
      const r = await cases.submitCaseRequest(payload, form({ phone: p }, 0), {
        ip: ip(),
        lang: 'ar',
      })
      kinds.push(r.kind)
    }
    expect(kinds).toEqual(['ok', 'ok', 'ok', 'limited'])

    // Another applicant from the same address is not held up by them.
    expect(
      (await cases.submitCaseRequest(payload, form({}, 0), { ip: ip(), lang: 'ar' })).kind,
    ).toBe('ok')
  })

  it('stores the Arabic-digit national ID, age and phone as ASCII digits, the phone in E.164', async () => {
    const r = await cases.submitCaseRequest(
      payload,
      form({ national_id: '٢٩٨٠٢٠٢٧٧٧٧٧٧٧', age: '٤٢', phone: '٠١٠٠ ١٢٣ ٤٥٦٧' }, 0),
      { ip: ip(), lang: 'ar' },
    )
    const id = (r as { id: number }).id
    const doc = await payload.findByID({ collection: 'case-requests', id, overrideAccess: true })
    expect(doc).toMatchObject({ nationalId: '29802027777777', age: '42', phone: '+201001234567' })
  })
})

describe('case records access and review', () => {
  const staffUser = async (roles: User['roles']) =>
    (await payload.create({
      collection: 'users',
      data: {
        email: `${(roles ?? []).join('-')}.${Date.now()}.${++n}@newegypt.example`,
        password: 'a-long-test-password-1',
        roles,
      },
    })) as User

  it('refuses anonymous and editor reads of requests and photos; reviewers see them', async () => {
    for (const collection of ['case-requests', 'case-files'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({
        status: 403,
      })
      const editor = await staffUser(['editor'])
      await expect(
        payload.find({ collection, overrideAccess: false, user: editor }),
      ).rejects.toMatchObject({ status: 403 })
      const reviewer = await staffUser(['case-reviewer'])
      const found = await payload.find({ collection, overrideAccess: false, user: reviewer })
      expect(found.totalDocs).toBeGreaterThan(0)
    }
  })

  it('mails the applicant when the status changes, in the language of the request', async () => {
    const r = await cases.submitCaseRequest(
      payload,
      form({ email: 'status.ar@example.org', fullname: 'سعاد', national_id: '29801011234567' }),
      { ip: ip(), lang: 'ar' },
    )
    const id = (r as { id: number }).id
    const ref = (r as { reference: string }).reference
    // First the acknowledgement, in the wizard's language, with the reference and the status
    // page.
    await expect.poll(() => catcher.to('status.ar@example.org').length).toBe(1)
    const [received] = catcher.to('status.ar@example.org')
    expect(received?.subject).toBe('وصلنا طلب المساعدة الخاص بك')
    expect(received?.text).toContain(`الرقم المرجعي لطلبك: ${ref}`)
    expect(received?.text).toMatch(/\/caseStatus\n/)
    expectArabicMail(received, [ref])
    const statusMails = () =>
      catcher.to('status.ar@example.org').filter((m) => m.subject.startsWith('تحديث حالة'))
    const reviewer = await staffUser(['case-reviewer'])
    await payload.update({
      collection: 'case-requests',
      id,
      overrideAccess: false,
      user: reviewer,
      data: { notes: 'called the family' },
    })
    expect(statusMails()).toEqual([])
    await payload.update({
      collection: 'case-requests',
      id,
      overrideAccess: false,
      user: reviewer,
      data: { status: 'approved', assignedClub: ids.club },
    })
    await expect.poll(() => statusMails().length).toBe(1)
    const [mail] = statusMails()
    expect(mail?.subject).toBe('تحديث حالة طلب المساعدة: تمت الموافقة')
    expect(mail?.text).toContain('سعاد')
    // Its HTML twin reads right to left (decision 0044); the reference is a code, not a word.
    const reference = /الرقم المرجعي لطلبك: (\S+)/.exec(mail!.text)?.[1] ?? ''
    expectArabicMail(mail, reference ? [reference] : [])
    // The national ID survives the update (re-encrypted, still readable).
    const doc = await payload.findByID({ collection: 'case-requests', id })
    expect(doc.nationalId).toBe('29801011234567')
  })

  it('sends no mail when no e-mail was given', async () => {
    const total = catcher.mails.length
    const r = await cases.submitCaseRequest(payload, form({ email: '' }), { ip: ip(), lang: 'en' })
    const id = (r as { id: number }).id
    await payload.update({ collection: 'case-requests', id, data: { status: 'rejected' } })
    await new Promise((res) => setTimeout(res, 300))
    expect(catcher.mails.length).toBe(total)
  })
})

describe('case lookups', () => {
  it('localise names by language; governorates keep name_en', async () => {
    const lookups = await import('@/features/cases/lookups.server')
    expect(await lookups.casePurposes(payload, 'ar')).toEqual([{ id: ids.purpose, name: 'الكلى' }])
    expect(await lookups.casePurposes(payload, 'en')).toEqual([{ id: ids.purpose, name: 'Kidney' }])
    expect(await lookups.governorates(payload, 'ar')).toEqual([
      { id: ids.governorate, name: 'القاهرة', name_en: 'Cairo' },
    ])
    expect(await lookups.governorates(payload, 'en')).toEqual([
      { id: ids.governorate, name: 'Cairo', name_en: 'Cairo' },
    ])
    expect(await lookups.citiesOf(payload, ids.governorate, 'en')).toEqual([
      { id: ids.city, name: 'Maadi', name_en: 'Maadi' },
    ])
    expect(await lookups.villagesOf(payload, ids.city, 'en')).toEqual([])
    expect(await lookups.caseClubs(payload, 'en')).toEqual([
      { id: ids.club, name: 'New Egypt Club – Cairo' },
    ])
  })
})

describe('storage switch', () => {
  it('uses the local case-files collection unless S3_BUCKET is set (then: object-storage.int.test.ts)', async () => {
    const storage = await import('@/features/cases/storage.server')
    expect(storage.selectCaseFileStorage(payload).kind).toBe('local')
  })
})
