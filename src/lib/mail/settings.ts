import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * How the site's mail leaves (decision 0130): the sender every mail carries, the envelope sender
 * bounces go to, and the DKIM key nodemailer signs with. Mail without a From header or with an
 * empty or foreign envelope sender is refused or junked by real providers.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

export const mailEnvShape = {
  /**
   * The envelope sender (SMTP MAIL FROM, the Return-Path bounces go to); unset: MAIL_FROM's
   * address. Its domain is the one SPF checks.
   */
  MAIL_BOUNCE_ADDRESS: optional.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  /** DKIM: the signing domain (d=), usually MAIL_FROM's domain so that DMARC aligns. */
  DKIM_DOMAIN: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name such as newegypt.org')
      .optional(),
  ),
  /** DKIM: the selector (s=); the public key is published at <selector>._domainkey.<domain>. */
  DKIM_SELECTOR: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be letters, digits and dashes')
      .optional(),
  ),
  /** DKIM: the private key in PEM, or DKIM_PRIVATE_KEY_FILE naming the file that holds it. */
  DKIM_PRIVATE_KEY: optional,
  DKIM_PRIVATE_KEY_FILE: optional,
}

type Source = Record<string, unknown>
const setting = (source: Source, name: string) =>
  typeof source[name] === 'string' ? source[name].trim() || undefined : undefined

/** The DKIM private key the settings name (the text, or the file's), if any. */
export function dkimPrivateKey(source: Source): string | undefined {
  const file = setting(source, 'DKIM_PRIVATE_KEY_FILE')
  return file
    ? readFileSync(file, 'utf8')
    : setting(source, 'DKIM_PRIVATE_KEY')?.replace(/\\n/g, '\n')
}

/** What is wrong with the DKIM settings taken together (each alone is checked by the shape). */
export function mailSettingProblems(source: Source): string[] {
  const key = setting(source, 'DKIM_PRIVATE_KEY')
  const file = setting(source, 'DKIM_PRIVATE_KEY_FILE')
  const domain = setting(source, 'DKIM_DOMAIN')
  const selector = setting(source, 'DKIM_SELECTOR')
  if (key && file)
    return ['DKIM_PRIVATE_KEY: set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both']
  if (!key && !file && !domain && !selector) return []
  const missing = [
    ['DKIM_DOMAIN', domain],
    ['DKIM_SELECTOR', selector],
    ['DKIM_PRIVATE_KEY', key ?? file],
  ].filter(([, value]) => !value)
  if (missing.length) {
    return [`DKIM: signing needs ${missing.map(([name]) => name).join(', ')} too (or none of them)`]
  }
  try {
    createPrivateKey(dkimPrivateKey(source)!)
    return []
  } catch (error) {
    const where = file ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY'
    const why =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'not a PEM private key'
    return [`${where}: ${why}`]
  }
}
