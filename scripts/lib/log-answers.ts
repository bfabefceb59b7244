/**
 * The answers a server log records (one JSON request line per answer, `scripts/serve.mjs`'s
 * request log): how many there were, and those with a 5xx status. Issue 25 asks for zero
 * answers of 500 under malformed input; the end-to-end run, fuzz included, is the widest
 * probe we have, so `check-e2e-log` fails on any server error it logged.
 */
export interface ServerError {
  line: number
  method: string
  path: string
  status: number
}

interface RequestLine {
  reqId?: unknown
  method?: unknown
  path?: unknown
  status?: unknown
}

function requestLineOf(text: string): RequestLine | undefined {
  if (!text.startsWith('{') || !text.includes('"reqId"')) return undefined
  try {
    return JSON.parse(text) as RequestLine
  } catch {
    return undefined
  }
}

export function answersOf(log: string): { answers: number; serverErrors: ServerError[] } {
  let answers = 0
  const serverErrors: ServerError[] = []
  log.split('\n').forEach((text, i) => {
    const entry = requestLineOf(text)
    if (typeof entry?.status !== 'number') return
    answers++
    if (entry.status >= 500) {
      serverErrors.push({
        line: i + 1,
        method: String(entry.method),
        path: String(entry.path),
        status: entry.status,
      })
    }
  })
  return { answers, serverErrors }
}
