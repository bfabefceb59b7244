import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type FormatEnum } from 'sharp'
import type { FieldIssue } from '@/lib/api/submission'
import { MAX_EXTRA_IMAGES, MAX_FILE_BYTES } from './schema'

/**
 * Types accepted for case photos and documents, recognised by their content (magic bytes, by
 * file-type): the photos, and PDF for the papers a club scans or a hospital e-mails.
 * CASE_FILE_ACCEPT of schema.ts is the same list for the browser's file picker.
 */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const

export const FILE_MESSAGES = {
  notImage: (field: string) =>
    `${field}: the file is not an image or a PDF. Please upload a JPEG, PNG, WebP or GIF photo or a PDF.`,
  tooLarge: (field: string) => `${field}: the file is larger than 10MB.`,
  tooMany: `At most ${MAX_EXTRA_IMAGES} additional photos can be sent.`,
}

export interface CheckedFile {
  field: string
  data: Buffer
  mimetype: string
  ext: string
  size: number
}

/**
 * A PDF that ends as a PDF does (a cross-reference and %%EOF in its last KB): the check the
 * upload collection makes too, made here so a cut-off file is answered on its own field.
 */
function isWholePdf(data: Buffer): boolean {
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string }

/** Reads one upload and accepts it only when its bytes are an image or a PDF of an accepted type. */
export async function checkImage(field: string, blob: Blob): Promise<FileCheck> {
  if (blob.size > MAX_FILE_BYTES) return { ok: false, message: FILE_MESSAGES.tooLarge(field) }
  const data = Buffer.from(await blob.arrayBuffer())
  if (data.length > MAX_FILE_BYTES) return { ok: false, message: FILE_MESSAGES.tooLarge(field) }
  const type = await fileTypeFromBuffer(data)
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    return { ok: false, message: FILE_MESSAGES.notImage(field) }
  }
  if (type.mime === 'application/pdf') {
    // A PDF is kept as sent (sharp draws images only); a cut-off one is refused on its field.
    if (!isWholePdf(data)) return { ok: false, message: FILE_MESSAGES.notImage(field) }
    return {
      ok: true,
      file: { field, data, mimetype: type.mime, ext: type.ext, size: data.length },
    }
  }
  const clean = await reencoded(data, type.ext)
  if (!clean) return { ok: false, message: FILE_MESSAGES.notImage(field) }
  return {
    ok: true,
    file: { field, data: clean, mimetype: type.mime, ext: type.ext, size: clean.length },
  }
}

/**
 * The image drawn again in its own format: what is kept is the picture only, not the
 * phone's metadata (EXIF with the GPS position of the applicant's home, the camera, comments)
 * nor bytes after the image's end. A still photo is first turned upright as its EXIF said.
 * Undefined when the bytes only start like an image; a readable image with a damaged checksum
 * is still taken (failOn 'none'), as before.
 */
async function reencoded(data: Buffer, ext: string): Promise<Buffer | undefined> {
  const animated = ext === 'gif' || ext === 'webp'
  try {
    const image = sharp(data, { animated, failOn: 'none' })
    return await (animated ? image : image.rotate())
      .toFormat((ext === 'jpg' ? 'jpeg' : ext) as keyof FormatEnum)
      .toBuffer()
  } catch {
    return undefined
  }
}

/**
 * Checks every upload of one request before anything is written (a case and its later documents
 * alike): either all files, or an issue per refused file under its form field's path.
 */
export async function checkImages(
  files: ReadonlyArray<readonly [field: string, blob: Blob]>,
): Promise<{ ok: true; files: CheckedFile[] } | { ok: false; issues: FieldIssue[] }> {
  const checked: CheckedFile[] = []
  const issues: FieldIssue[] = []
  for (const [field, blob] of files) {
    const r = await checkImage(field, blob)
    if (r.ok) checked.push(r.file)
    else issues.push({ path: field.split('.'), message: r.message })
  }
  return issues.length ? { ok: false, issues } : { ok: true, files: checked }
}
