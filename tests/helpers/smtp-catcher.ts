import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { deliverabilityProblems } from './mail-checks'

/** A mail as caught by the test SMTP server. */
export interface CaughtMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Attached files (name, type, size in bytes). */
  attachments: { filename: string; contentType: string; size: number }[]
  /** Images shown inside the HTML (cid:), such as the layout's logo: not files the reader opens. */
  inline: { filename: string; contentType: string; cid: string }[]
  /** The headers a receiving server judges a mail by (decision 0130). */
  headers: { from: string; replyTo: string; messageId: string; date: string }
  receivedAt: string
}

/** The mail as it arrived, byte for byte (a DKIM check reads it). */
const raws = new WeakMap<CaughtMail, Buffer>()
export const rawOf = (mail: CaughtMail): Buffer | undefined => raws.get(mail)

/** The attachments' bytes, beside the mail (kept out of it: the e2e catcher serves mails as JSON). */
const contents = new WeakMap<CaughtMail, Map<string, Buffer>>()

/** An attachment's bytes by file name, for a test that reads it (a PDF through pdftotext). */
export const attachmentContent = (mail: CaughtMail, filename: string): Buffer | undefined =>
  contents.get(mail)?.get(filename)

/**
 * A real SMTP server for the tests: the app sends through nodemailer exactly
 * as in production, and the tests read what arrived. Like a real provider it refuses (550) a
 * mail without From, Message-ID or Date, or whose envelope sender is empty or the visitor's
 * (./mail-checks.ts): such a mail never arrives, so every test that waits for one fails, and
 * `refused` says why.
 */
export async function startSmtpCatcher(port: number, onMail?: (mail: CaughtMail) => void) {
  const mails: CaughtMail[] = []
  const refused: { to: string[]; subject: string; problems: string[] }[] = []
  let connections = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled transport keeps its connections open: closing cuts them after a moment,
    // as a mail server restarting would, instead of smtp-server's 30 s wait for them to end.
    closeTimeout: 200,
    onConnect(_session, callback) {
      connections++
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const envelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        }
        simpleParser(raw)
          .then((parsed) => {
            const problems = deliverabilityProblems(raw, envelope)
            if (problems.length) {
              refused.push({ to: envelope.rcptTo, subject: parsed.subject ?? '', problems })
              const error = new Error(`Message refused: ${problems.join('; ')}`)
              Object.assign(error, { responseCode: 550 })
              return callback(error)
            }
            const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line
            const value = (name: string) => header(name)?.replace(/^[^:]*:\s*/, '') ?? ''
            const mail: CaughtMail = {
              to: envelope.rcptTo,
              from: envelope.mailFrom,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments
                .filter((a) => !a.related)
                .map((a) => ({
                  filename: a.filename ?? '',
                  contentType: a.contentType,
                  size: a.size,
                })),
              inline: parsed.attachments
                .filter((a) => a.related)
                .map((a) => ({
                  filename: a.filename ?? '',
                  contentType: a.contentType,
                  cid: a.cid ?? '',
                })),
              headers: {
                from: value('from'),
                replyTo: value('reply-to'),
                messageId: value('message-id'),
                date: value('date'),
              },
              receivedAt: new Date().toISOString(),
            }
            contents.set(
              mail,
              new Map(parsed.attachments.map((a) => [a.filename ?? '', a.content])),
            )
            raws.set(mail, raw)
            mails.push(mail)
            onMail?.(mail)
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    mails,
    /** Mails this server refused, and why (none when the app sends as it should). */
    refused,
    /** Mails sent to `address` (newest last). */
    to: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    /** SMTP connections opened to this server so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
