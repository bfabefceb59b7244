import { createHash, createPublicKey, verify } from 'node:crypto'

/**
 * What a receiving mail server checks before it accepts a mail (decision 0130), for the tests'
 * SMTP catcher: a From header, a Message-ID and a Date, and an envelope sender that is neither
 * empty nor a recipient's or the Reply-To's address (the visitor's). And DKIM (RFC 6376),
 * verified here from the raw message with the public key, independently of nodemailer's signer.
 */
export interface Envelope {
  mailFrom: string
  rcptTo: string[]
}

const headerBlock = (raw: Buffer) => {
  const text = raw.toString('latin1')
  const end = text.indexOf('\r\n\r\n')
  return { head: text.slice(0, end + 2), body: text.slice(end + 4) }
}

/** The header fields in order, each as written (folded lines joined), name lower-cased. */
function headerFields(raw: Buffer): { name: string; line: string }[] {
  const fields: { name: string; line: string }[] = []
  for (const line of headerBlock(raw).head.split('\r\n')) {
    if (!line) continue
    if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1]!.line += `\r\n${line}`
    else fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), line })
  }
  return fields
}

const valueOf = (line: string) => line.slice(line.indexOf(':') + 1)
const addressesIn = (value: string) =>
  (value.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((a) => a.toLowerCase())

/** Why a receiving server would refuse or junk this mail; empty when it would take it. */
export function deliverabilityProblems(raw: Buffer, envelope: Envelope): string[] {
  const fields = headerFields(raw)
  const one = (name: string) => fields.filter((f) => f.name === name)
  const problems: string[] = []
  for (const name of ['from', 'message-id', 'date']) {
    if (one(name).length !== 1) problems.push(`${one(name).length} ${name} headers`)
  }
  const from = addressesIn(valueOf(one('from')[0]?.line ?? ''))
  const replyTo = addressesIn(valueOf(one('reply-to')[0]?.line ?? ''))
  const sender = envelope.mailFrom.toLowerCase()
  if (!sender) problems.push('empty envelope sender')
  if (sender && [...envelope.rcptTo, ...replyTo].map((a) => a.toLowerCase()).includes(sender)) {
    problems.push(`envelope sender ${sender} is a recipient's or the Reply-To's address`)
  }
  if (from.some((a) => replyTo.includes(a))) problems.push('From is the Reply-To address')
  const date = valueOf(one('date')[0]?.line ?? '').trim()
  if (date && Number.isNaN(Date.parse(date))) problems.push(`unreadable Date ${date}`)
  return problems
}

/** RFC 6376 3.4.2: relaxed header canonicalization. */
const relaxedHeader = (line: string) => {
  const colon = line.indexOf(':')
  const name = line.slice(0, colon).trim().toLowerCase()
  const value = line
    .slice(colon + 1)
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return `${name}:${value}`
}

/** RFC 6376 3.4.4: relaxed body canonicalization. */
const relaxedBody = (body: string) => {
  const lines = body.split('\r\n').map((l) => l.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
  while (lines.length && lines[lines.length - 1] === '') lines.pop()
  return lines.length ? `${lines.join('\r\n')}\r\n` : ''
}

const tags = (value: string) =>
  Object.fromEntries(
    value
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => [
        t.slice(0, t.indexOf('=')).trim(),
        t.slice(t.indexOf('=') + 1).replace(/\s+/g, ''),
      ]),
  ) as Record<string, string>

/** Verifies the mail's DKIM-Signature against `publicKeyPem`; the reason when it fails. */
export function dkimProblem(
  raw: Buffer,
  publicKeyPem: string,
  expected: { domain: string; selector: string },
): string | null {
  const fields = headerFields(raw)
  const signature = fields.find((f) => f.name === 'dkim-signature')
  if (!signature) return 'no DKIM-Signature header'
  const t = tags(valueOf(signature.line))
  if (t.d !== expected.domain || t.s !== expected.selector)
    return `signed as ${t.s}._domainkey.${t.d}`
  if (t.a !== 'rsa-sha256' || t.c !== 'relaxed/relaxed') return `unexpected a=${t.a} c=${t.c}`
  const body = relaxedBody(headerBlock(raw).body)
  const bodyHash = createHash('sha256').update(body, 'latin1').digest('base64')
  if (bodyHash !== t.bh) return 'body hash does not match'
  // The signed fields, each taken from the bottom up (RFC 6376 5.4.2), then the signature itself
  // with b= emptied and no trailing line break.
  const used = new Map<string, number>()
  const signed = t
    .h!.split(':')
    .map((name) => name.toLowerCase())
    .flatMap((name) => {
      const all = fields.filter((f) => f.name === name)
      const n = (used.get(name) ?? 0) + 1
      used.set(name, n)
      const field = all[all.length - n]
      return field ? [`${relaxedHeader(field.line)}\r\n`] : []
    })
  const own = relaxedHeader(signature.line.replace(/(\bb=)[^;]*/, '$1'))
  const data = Buffer.from(signed.join('') + own, 'latin1')
  const ok = verify('sha256', data, createPublicKey(publicKeyPem), Buffer.from(t.b!, 'base64'))
  if (!ok) return 'signature does not verify'
  const covered = t.h!.toLowerCase().split(':')
  return ['from', 'subject', 'date', 'message-id'].every((h) => covered.includes(h))
    ? null
    : `signature leaves out some of From, Subject, Date, Message-ID (h=${t.h})`
}
