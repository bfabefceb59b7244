import { readFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'
import type { Env } from '@/lib/env'
import { brandedMail, mailLocale, type BrandFacts } from './brand'
import { addressed, parseMailbox, type Mailbox } from './headers'
import { dkimPrivateKey } from './settings'

/**
 * Payload e-mail adapter: real SMTP through nodemailer when SMTP_HOST is set;
 * otherwise every mail is kept in the `outbox` collection and its text printed
 * to the server log, so the site works end to end without a mail server.
 * Every mail leaves in the charity's layout (./brand.ts, decision 0100) and with the headers
 * that let it arrive (./headers.ts, decision 0130: From, envelope sender, Message-ID, Date, a
 * DKIM signature when a key is set): both are put on here, the one place all mail passes, so no
 * sender can forget them.
 */
export function mailAdapter(e: Env): EmailAdapter {
  const fallback = parseMailbox(e.MAIL_FROM, 'New Egypt Foundation')
  const bounceAddress = e.MAIL_BOUNCE_ADDRESS ?? fallback.address
  const dkimKey = dkimPrivateKey(e)

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
          // Signed by nodemailer when a key is configured (README, docs/deploy.md "Mail").
          ...(dkimKey && e.DKIM_DOMAIN && e.DKIM_SELECTOR
            ? {
                dkim: {
                  domainName: e.DKIM_DOMAIN,
                  keySelector: e.DKIM_SELECTOR,
                  privateKey: dkimKey,
                },
              }
            : {}),
        })
      : undefined

    return {
      name: transport ? 'smtp' : 'outbox',
      defaultFromAddress: fallback.address,
      defaultFromName: fallback.name,
      async sendEmail(unbranded: SendEmailOptions) {
        const { facts, sender } = await entityOf(payload, mailLocale(unbranded), fallback)
        const message = brandedMail(unbranded, facts, await logo())
        if (transport) {
          const outgoing = addressed(message, sender, bounceAddress)
          return transport.sendMail(outgoing as nodemailer.SendMailOptions)
        }
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
 * The legal entity a mail speaks for (decision 0113): the Egyptian NGO in an Arabic mail and the
 * US entity in an English one (the audience each language mostly is). Its name and address go in
 * the footer, its sender address (else MAIL_FROM's) in From, under its name in the mail's
 * language. The defaults when the database cannot say. Read by collection, not through
 * features/entities: lib does not import features.
 */
async function entityOf(
  payload: Payload,
  locale: 'en' | 'ar',
  fallback: Mailbox,
): Promise<{ facts: BrandFacts; sender: Mailbox }> {
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
    const address = entity?.mailFrom?.trim()
    return {
      facts: {
        legalName: entity?.name || FALLBACK_FACTS.legalName,
        address: entity?.address || FALLBACK_FACTS.address,
      },
      sender: address ? { name: entity?.name || fallback.name, address } : fallback,
    }
  } catch (error) {
    payload.logger.warn(`[mail] legal entity unread, default address in the footer: ${error}`)
    return { facts: FALLBACK_FACTS, sender: fallback }
  }
}
