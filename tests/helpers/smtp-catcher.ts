import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

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
  receivedAt: string
}

/** The attachments' bytes, beside the mail (kept out of it: the e2e catcher serves mails as JSON). */
const contents = new WeakMap<CaughtMail, Map<string, Buffer>>()

/** An attachment's bytes by file name, for a test that reads it (a PDF through pdftotext). */
export const attachmentContent = (mail: CaughtMail, filename: string): Buffer | undefined =>
  contents.get(mail)?.get(filename)

/**
 * A real SMTP server for the tests: the app sends through nodemailer exactly
 * as in production, and the tests read what arrived.
 */
export async function startSmtpCatcher(port: number, onMail?: (mail: CaughtMail) => void) {
  const mails: CaughtMail[] = []
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
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
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
            receivedAt: new Date().toISOString(),
          }
          contents.set(mail, new Map(parsed.attachments.map((a) => [a.filename ?? '', a.content])))
          mails.push(mail)
          onMail?.(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    mails,
    /** Mails sent to `address` (newest last). */
    to: (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    /** SMTP connections opened to this server so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
