import { readFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'
import type { Env } from '@/lib/env'
import { brandedMail, mailLocale, type BrandFacts } from './brand'

/**
 * Payload e-mail adapter: real SMTP through nodemailer when SMTP_HOST is set;
 * otherwise every mail is kept in the `outbox` collection and its text printed
 * to the server log, so the site works end to end without a mail server.
 * Every mail leaves in the charity's layout (./brand.ts, decision 0100): it is put on here, the
 * one place all mail passes, so no sender can forget it.
 */
export function mailAdapter(e: Env): EmailAdapter {
  const [, fromName = 'New Egypt Foundation', fromAddress = e.MAIL_FROM] =
    /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(e.MAIL_FROM) ?? []

  return ({ payload }) => {
    const transport = e.SMTP_HOST
      ? nodemailer.createTransport({
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : undefined,
          // nodemailer waits up to two minutes by default; a donor waiting for a code should
          // hear within seconds that it could not be sent (queued mail is retried later).
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
          // Connections kept open and reused: a new one per mail cost six round trips (greeting,
          // EHLO, MAIL, RCPT, DATA, QUIT) where a reused one needs three, each a turn of a busy
          // event loop while donors wait for their code (docs/benchmarks.md, "Donation under
          // load"). A connection the server drops is replaced on the next mail. Up to 20 at once:
          // with nodemailer's default of 5, twenty donors' codes queued behind one another.
          pool: true,
          maxConnections: 20,
        })
      : undefined

    return {
      name: transport ? 'smtp' : 'outbox',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      async sendEmail(unbranded: SendEmailOptions) {
        const message = brandedMail(
          unbranded,
          await brandFacts(payload, mailLocale(unbranded)),
          await logo(),
        )
        if (transport) return transport.sendMail(message as nodemailer.SendMailOptions)
        const to = [message.to].flat().map(String).join(', ')
        const subject = String(message.subject ?? '')
        await payload.create({
          collection: 'outbox',
          overrideAccess: true,
          data: {
            to,
            subject,
            text: String(message.text ?? ''),
            html: String(message.html ?? ''),
            status: 'kept',
            // Kept with the mail (issue 46) so a receipt's PDF can be checked in Outbox mode too.
            // The mail's own files only: the logo would be the same 7 kB in every row.
            attachments: keptAttachments(unbranded.attachments),
          },
        })
        payload.logger.info(`[outbox] mail to ${to}: ${subject}\n${String(message.text ?? '')}`)
        return { outbox: true }
      },
    }
  }
}

/** Attachments as the queue stores them ([{filename, contentType, base64}]); none gives null. */
function keptAttachments(list: SendEmailOptions['attachments']) {
  if (!Array.isArray(list) || list.length === 0) return null
  return list.map((a) => ({
    filename: String(a.filename ?? 'attachment'),
    contentType: String(a.contentType ?? 'application/octet-stream'),
    base64: Buffer.isBuffer(a.content)
      ? a.content.toString('base64')
      : Buffer.from(String(a.content ?? '')).toString('base64'),
  }))
}

/** The logo drawn from public/images/logo.svg (mail clients do not show SVG); read once. */
let logoFile: Promise<Buffer> | undefined
const logo = () =>
  (logoFile ??= readFile(path.resolve(process.cwd(), 'public/images/logo-mail.png')).catch(
    (error: unknown) => {
      logoFile = undefined
      throw error
    },
  ))

const FALLBACK_FACTS: BrandFacts = {
  legalName: 'New Egypt Foundation',
  address: 'New Egypt Foundation\nUnited States',
}

/**
 * The name and address in the footer: those of a legal entity (decision 0113), the Egyptian
 * NGO's in an Arabic mail and the US entity's in an English one (the audience each language
 * mostly is; a receipt names the entity that received the gift). The defaults when the database
 * cannot say. Read by collection, not through features/entities: lib does not import features.
 */
async function brandFacts(payload: Payload, locale: 'en' | 'ar'): Promise<BrandFacts> {
  try {
    const { docs } = await payload.find({
      collection: 'legal-entities',
      where: { currency: { equals: locale === 'ar' ? 'EGP' : 'USD' } },
      locale,
      limit: 1,
      // One row, not a page: no count query beside it (every mail reads this).
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const entity = docs[0]
    return {
      legalName: entity?.name || FALLBACK_FACTS.legalName,
      address: entity?.address || FALLBACK_FACTS.address,
    }
  } catch (error) {
    payload.logger.warn(`[mail] legal entity unread, default address in the footer: ${error}`)
    return FALLBACK_FACTS
  }
}
