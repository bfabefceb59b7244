/**
 * One log format for the whole server: JSON lines from pino (the logger Payload already
 * uses; decision 0026), at LOG_LEVEL. Used by the production server (scripts/serve.mjs:
 * one line per request, and every console message of the process), by Payload
 * (payload.config.ts `logger`) and by the app's own error logging (`handler()`).
 *
 * A failed database query must never put its values in the log:
 * drizzle's error reads "Failed query: <sql>\nparams: <every value>", keeps them in
 * `params`, and pg's error keeps row values in `detail` and `where`. They are removed at
 * three levels, so that no caller has to remember it: the error serializer (`safeError`),
 * pino's path redaction, and a last pass over each finished line. Plain JavaScript so that
 * the server process needs no TypeScript loader.
 */
import { format } from 'node:util'
import { pino } from 'pino'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** LOG_LEVEL when it is one of LOG_LEVELS (the launcher validated it), else `info`. */
export function logLevel(value = process.env.LOG_LEVEL) {
  return LOG_LEVELS.includes(value ?? '') ? value : 'info'
}

const REDACTED = '[redacted]'
// Properties of drizzle's and pg's errors that hold the query's values.
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery'])
// drizzle: the values follow "\nparams: " up to the end of the message (or the stack's frames).
const PARAMS_TEXT = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/g
// The same inside a JSON string, where a newline is written `\n`.
const PARAMS_JSON = /(\\nparams: )(?:[^"\\]|\\(?!n\s+at )[\s\S])*/g

/** `text` without the values of a failed query. */
export function redactText(text) {
  return typeof text === 'string' ? text.replace(PARAMS_TEXT, `$1${REDACTED}`) : text
}

/** A loggable copy of `err` (and of its causes) without the query's values. */
export function safeError(err, depth = 0) {
  if (!(err instanceof Error)) return typeof err === 'string' ? redactText(err) : err
  const out = { type: err.name, message: redactText(err.message) }
  if (typeof err.stack === 'string') {
    // The stack repeats the message: replace it whole rather than hope a pattern matches.
    out.stack = redactText(err.stack.replace(err.message, out.message))
  }
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_KEYS.has(key)) out[key] = REDACTED
    else if (key !== 'cause') out[key] = depth < 5 ? safeError(value, depth + 1) : undefined
  }
  if (err.cause !== undefined && depth < 5) out.cause = safeError(err.cause, depth + 1)
  return out
}

/** Pino's number of the `error` level. */
const ERROR_LEVEL = 50

/**
 * The error a log call is about (`logger.error(err)` or `logger.error({ err })`) when it is a
 * refusal: an HTTP status of 4xx, the client's doing.
 */
function refusalOf(first) {
  const err = first instanceof Error ? first : (first?.err ?? first?.error)
  const status = err && typeof err === 'object' ? err.status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? err : null
}

/**
 * A refused request logged as an error is one info line with its message, no stack. Payload picks
 * an error's level by its class name (`loggingLevels`), which the production build minifies, so
 * 403s, wrong passwords and our own 400s came out as stack traces (issue 64); the status does
 * not change with the build.
 */
function refusalsAtInfo(args, method, level) {
  const refusal = level >= ERROR_LEVEL ? refusalOf(args[0]) : null
  if (!refusal) return method.apply(this, args)
  return this.info({ status: refusal.status }, String(refusal.message || 'Refused'))
}

/** Pino's options for every logger of the app. */
export function logOptions(level = logLevel()) {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: safeError, error: safeError },
    redact: {
      paths: [...VALUE_KEYS, ...[...VALUE_KEYS].map((k) => `*.${k}`), 'password', '*.password'],
      censor: REDACTED,
    },
    // The last pass: a message taken from an error (`logger.error(err)`) is the raw message.
    hooks: {
      logMethod: refusalsAtInfo,
      streamWrite: (line) => line.replace(PARAMS_JSON, `$1${REDACTED}`),
    },
  }
}

/**
 * A logger writing JSON lines to `destination` (stdout by default).
 * @param {string} name
 * @param {import('pino').DestinationStream} [destination]
 * @param {string} [level]
 */
export function createLogger(name, destination = process.stdout, level = logLevel()) {
  return pino({ ...logOptions(level), name }, destination)
}

/**
 * Sends console.log/info/warn/error/debug of this process through `logger`, so that what
 * Next or a library prints is a JSON line too, and an error it prints loses its values.
 */
export function routeConsoleTo(logger, target = console) {
  const levels = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' }
  for (const [method, level] of Object.entries(levels)) {
    target[method] = (...args) => {
      const err = args.find((a) => a instanceof Error)
      const text = format(...args.map((a) => (a instanceof Error ? safeError(a).message : a)))
      logger[level](err ? { err } : {}, redactText(text))
    }
  }
}

/** The app's logger (route handlers, jobs, Payload): one per process. */
export const logger = createLogger('charity')
