/**
 * The search behind "no secret in the log": given a server log and the secrets a
 * test run typed or was sent (card numbers, CVCs, codes, passwords, national IDs, link
 * tokens), where each one appears. Digit-only values match as whole numbers only, so a code
 * is not "found" inside a longer number or an id.
 */
export interface Secret {
  what: string
  value: string | RegExp
}

export interface Finding {
  what: string
  line: number
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function pattern(value: string | RegExp): RegExp {
  if (value instanceof RegExp) return new RegExp(value.source, `${value.flags.replace('g', '')}g`)
  const body = escape(value)
  return /^\d+$/.test(value)
    ? new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`, 'g')
    : new RegExp(body, 'g')
}

export function findSecrets(log: string, secrets: readonly Secret[]): Finding[] {
  const lines = log.split('\n')
  const found: Finding[] = []
  for (const secret of secrets) {
    const re = pattern(secret.value)
    lines.forEach((text, i) => {
      re.lastIndex = 0
      if (re.test(text)) found.push({ what: secret.what, line: i + 1 })
    })
  }
  return found
}

/** The codes and link tokens of the mails a run was sent. */
export function secretsOfMails(mails: ReadonlyArray<{ text: string }>): Secret[] {
  const out = new Map<string, Secret>()
  const add = (what: string, value: string) => {
    if (value.length >= 6) out.set(value, { what, value })
  }
  for (const { text } of mails) {
    for (const m of text.matchAll(/one-time code is (\d{6})/g)) add('an e-mailed code', m[1]!)
    for (const m of text.matchAll(/[?&]token=([^&\s"'<>]+)/g)) {
      add('a link token', m[1]!)
      add('a link token', decodeURIComponent(m[1]!))
    }
    for (const m of text.matchAll(/\/admin\/(?:reset|verify)\/([A-Za-z0-9]+)/g)) {
      add('a back-office link token', m[1]!)
    }
  }
  return [...out.values()]
}
