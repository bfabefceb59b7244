import { randomUUID } from 'node:crypto'

/**
 * The headers that make a mail deliverable (decision 0130): every mail leaves From the
 * charity (never from the visitor whose message it carries: that address goes in Reply-To,
 * where the caller put it), with a Message-ID on the sender's domain, a Date, and an envelope
 * sender (SMTP MAIL FROM, where bounces go) that is ours. Without them real providers refuse
 * or junk the mail: nodemailer, left alone, took the envelope sender from Reply-To (the
 * visitor's address) or left it empty.
 */
export interface Mailbox {
  name: string
  address: string
}

/** "Name <address>" or a bare address, as MAIL_FROM is written. */
export function parseMailbox(text: string, fallbackName = ''): Mailbox {
  const [, name = '', address = ''] = /^\s*"?(.*?)"?\s*<([^>]+)>\s*$/.exec(text) ?? []
  return address ? { name, address: address.trim() } : { name: fallbackName, address: text.trim() }
}

const domainOf = (address: string) => address.split('@').pop()!.toLowerCase()

interface Addressable {
  to?: unknown
  cc?: unknown
  bcc?: unknown
  replyTo?: unknown
  from?: unknown
}

interface Addressed {
  from: Mailbox
  replyTo?: unknown
  envelope: { from: string; to?: unknown; cc?: unknown; bcc?: unknown }
  messageId: string
  date: Date
}

/**
 * The message with our From, envelope sender, Message-ID and Date. A From the caller set
 * (Payload's password mails set the default one) is replaced: mail only ever leaves in the
 * charity's name, on the domain its SPF and DKIM records cover.
 */
export function addressed<M extends Addressable>(
  message: M,
  sender: Mailbox,
  bounceAddress: string,
  now: Date = new Date(),
): Omit<M, 'from'> & Addressed {
  return {
    ...message,
    from: sender,
    envelope: { from: bounceAddress, to: message.to, cc: message.cc, bcc: message.bcc },
    messageId: `<${randomUUID()}@${domainOf(sender.address)}>`,
    date: now,
  }
}
