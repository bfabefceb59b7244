import 'server-only'
import { ValidationError, type CollectionSlug, type Payload } from 'payload'
import { caughtByHoneypot, overLimit } from '@/lib/api/public-form.server'
import { invalid, invalidField, type FieldIssue, type Submission } from '@/lib/api/submission'
import { z } from 'zod'
import { siteUrl } from '@/lib/env'
import { mailHtml } from '@/lib/mail/layout'
import { sendReliably } from '@/lib/mail/queue.server'
import { checkImages, FILE_MESSAGES } from './files.server'
import { caseLookupKeys } from './hooks'
import { lookupHash, type LookupKind } from './lookup-hash'
import { receivedMail } from './status-mail'
import { caseRequestSchema, fromCaseFormData, MAX_EXTRA_IMAGES, type CaseLang } from './schema'
import { selectCaseFileStorage, storeWithPhotos, type CaseFileStorage } from './storage.server'

/**
 * Per client address: 30 requests per hour (decision 0087). Many Egyptians share one address
 * (a carrier's NAT, a club office that helps its members apply), so the address limit only
 * stops a flood; one applicant is limited by what identifies them (CASE_APPLICANT_LIMIT).
 */
export const CASE_IP_LIMIT = { limit: 30, windowSeconds: 60 * 60 }
/** Per applicant (their national ID, and their phone when given): 3 requests per day. */
export const CASE_APPLICANT_LIMIT = { limit: 3, windowSeconds: 24 * 60 * 60 }

/**
 * Stored (the id and the applicant's reference), or a bot filled the honeypot (no id: answered
 * alike, nothing stored).
 */
export type CaseSubmitResult = Submission<{ id?: number; reference?: string }>

export interface CaseSubmitContext {
  ip: string
  lang: CaseLang
  storage?: CaseFileStorage
}

const LOG = '[case-searches]'

/** An id of `collection` when `value` is one, else undefined (the text is kept instead). */
async function existingId(
  payload: Payload,
  collection: CollectionSlug,
  value: string,
): Promise<number | undefined> {
  if (!/^\d{1,9}$/.test(value)) return undefined
  const found = await payload.count({
    collection,
    overrideAccess: true,
    where: { id: { equals: Number(value) } },
  })
  return found.totalDocs > 0 ? Number(value) : undefined
}

/**
 * The applicant who gave an e-mail is told the reference and the status page, through
 * the mail outbox (retried; a failure is logged, never the request's failure: it is stored).
 */
async function mailReceipt(
  payload: Payload,
  data: { email: string; fullname: string },
  lang: CaseLang,
  reference: string,
) {
  const to = data.email.trim()
  if (!z.email().safeParse(to).success) return
  try {
    const statusUrl = `${siteUrl()}${lang === 'en' ? '/caseStatusEn' : '/caseStatus'}`
    const mail = receivedMail(lang, data.fullname, { reference, statusUrl })
    const paragraphs = mail.text.split('\n\n').map((p) => p.split('\n'))
    await sendReliably(payload, { to, ...mail, html: mailHtml(lang, paragraphs, [statusUrl]) })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt mail of ${reference} failed`)
  }
}

/**
 * The per-applicant limit: keyed by the keyed hash of the national ID, then of the phone (the
 * status page's own lookup hashes, so no identifier is written to the rate-limit table).
 */
async function applicantOverLimit(payload: Payload, nationalId: string, phone: string) {
  const keys = caseLookupKeys()
  const identifiers: [LookupKind, string][] = [
    ['nid', nationalId],
    ['phone', phone],
  ]
  for (const [kind, value] of identifiers) {
    const hash = lookupHash(kind, value, keys)
    if (!hash) continue
    const limited = await overLimit(payload, `case-searches:${kind}:${hash}`, CASE_APPLICANT_LIMIT)
    if (limited) return limited
  }
  return null
}

/**
 * POST case-searches: rate limit, honeypot, the shared schema, photos checked
 * by content, then the photos and the request stored in one transaction; on
 * any failure the transaction is rolled back and the written files removed.
 */
export async function submitCaseRequest(
  payload: Payload,
  form: FormData,
  ctx: CaseSubmitContext,
): Promise<CaseSubmitResult> {
  const byIp = await overLimit(payload, `case-searches:ip:${ctx.ip}`, CASE_IP_LIMIT)
  if (byIp) return byIp
  if (caughtByHoneypot(payload, LOG, ctx.ip, Object.fromEntries(form))) return { kind: 'ok' }

  const input = fromCaseFormData(form)
  const images = input.images as Blob[]
  if (images.length > MAX_EXTRA_IMAGES) {
    return invalidField('images', FILE_MESSAGES.tooMany)
  }
  const parsed = caseRequestSchema(ctx.lang).safeParse(input)
  if (!parsed.success) return invalid(parsed.error.issues)
  const data = parsed.data

  // Every file is checked before anything is written.
  const check = await checkImages([
    ['case_image', data.case_image],
    ...data.images.map((b, i) => [`images.${i}`, b] as const),
  ])
  if (!check.ok) return invalid(check.issues)
  const checked = check.files

  const [purpose, governorate, city, village, club] = await Promise.all([
    existingId(payload, 'purposes', data.purpose_id),
    existingId(payload, 'governorates', data.goverment_id),
    existingId(payload, 'egypt-cities', data.city),
    data.village ? existingId(payload, 'villages', data.village) : undefined,
    existingId(payload, 'clubs', data.club_id),
  ])
  const unknown: FieldIssue[] = []
  if (!purpose) unknown.push({ path: ['purpose_id'], message: 'Unknown purpose.' })
  if (!club) unknown.push({ path: ['club_id'], message: 'Unknown club.' })
  if (unknown.length) return invalid(unknown)
  // Counted once the request is one that would be stored: a form sent back with mistakes
  // does not use up an applicant's requests.
  const byApplicant = await applicantOverLimit(payload, data.national_id, data.phone)
  if (byApplicant) return byApplicant

  const storage = ctx.storage ?? selectCaseFileStorage(payload)
  try {
    const doc = await storeWithPhotos(
      payload,
      storage,
      checked,
      (i, stamp) => `${i === 0 ? 'case' : `image-${i}`}-${stamp}`,
      (stored, req) =>
        payload.create({
          collection: 'case-requests',
          overrideAccess: true,
          req,
          data: {
            status: 'new',
            purpose,
            fullname: data.fullname,
            age: data.age,
            nationalId: data.national_id,
            phone: data.phone,
            email: data.email,
            address: data.address,
            governorate,
            governorateText: governorate ? '' : data.goverment_id,
            city,
            cityText: city ? '' : data.city,
            village,
            villageText: village ? '' : data.village,
            club,
            isWorking: data.isWorking === '1',
            currentJob: data.current_job,
            jobPlace: data.job_place,
            insuranceNumber: data.insurance_number,
            hasHouse: data.hasHouse === '1',
            housingType: data.housing_type,
            housingSpace: data.housing_space,
            roomNumbers: data.room_numbers,
            possession: data.possession,
            monthlyRent: data.monthly_rent,
            houseIndependance: data.house_independance,
            wc: data.wc === '1',
            waterSource: data.water_source === '1',
            houseStatus: data.house_status,
            caseImage: stored[0]?.id,
            images: stored.slice(1).map((s) => s.id),
            language: ctx.lang,
          },
        }),
    )
    if (doc.reference) await mailReceipt(payload, data, ctx.lang, doc.reference)
    return { kind: 'ok', id: doc.id, reference: doc.reference ?? undefined }
  } catch (error) {
    if (error instanceof ValidationError) {
      payload.logger.warn({ err: error }, `${LOG} refused by the collection`)
      return invalid(error.data.errors.map((e) => ({ path: [e.path], message: e.message })))
    }
    throw error
  }
}
