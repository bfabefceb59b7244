import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import type { FieldIssue } from '@/lib/api/submission'
import { MAX_EXTRA_IMAGES, MAX_FILE_BYTES } from './schema'

/**
 * Types accepted for case photos and documents, recognised by their content (magic bytes, by
 * file-type): the photos, and PDF for the papers a club scans or a hospital e-mails (issue 42).
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
  if (type.mime === 'application/pdf' && !isWholePdf(data)) {
    return { ok: false, message: FILE_MESSAGES.notImage(field) }
  }
  return { ok: true, file: { field, data, mimetype: type.mime, ext: type.ext, size: data.length } }
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
