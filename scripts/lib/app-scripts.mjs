/**
 * Which inline scripts are the app's own (decision 0079): the shapes Next and React write. Next's
 * React payload and Turbopack's chunk list, whose argument must be JSON (data, not code), and
 * React's streaming instructions, built only from pieces of React's own runtime read at start-up.
 * Anything else, such as a script injected through content, is not the app's and gets no hash.
 */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'

/** True when `text` parses as JSON: an argument that is data and runs nothing. */
function isJson(text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Next's data scripts: the React payload (`self.__next_f.push([1,"…"])`, its bootstrap
 * `(self.__next_f=self.__next_f||[]).push([0])`) and Turbopack's list of the page's chunks.
 * Each is one push of a JSON value: whatever a page holds, it is data.
 */
const NEXT_DATA = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
]

/**
 * React's streaming instructions (a Suspense boundary filled in later): pieces of React's own
 * runtime (`$RC=function…`), then one call of it with JSON arguments (`$RC("B:0","S:0")`).
 * The pieces are read from the React DOM server builds Next ships, once, when the server starts.
 */
const INSTRUCTION_CALL = /^\$R[A-Z]{1,2}\(([\s\S]*)\);?$/

/** @param {string} literal a single-quoted JavaScript string's inside */
function decodeLiteral(literal) {
  try {
    return JSON.parse(`"${literal.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`)
  } catch {
    return undefined
  }
}

/** @returns {string[]} React's runtime pieces, longest first */
function reactRuntimePieces() {
  const require = createRequire(import.meta.url)
  const pieces = new Set()
  for (const build of ['react-dom', 'react-dom-experimental'])
    for (const file of ['node', 'edge'])
      try {
        const path = require.resolve(
          `next/dist/compiled/${build}/cjs/react-dom-server.${file}.production.js`,
        )
        const source = readFileSync(path, 'utf8')
        for (const [, single, double] of source.matchAll(
          /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g,
        )) {
          const literal = single ?? double ?? ''
          if (!/\$R[A-Z]{1,2}=/.test(literal)) continue
          const piece = decodeLiteral(literal)
          if (piece) pieces.add(piece)
        }
      } catch {
        // A build that is not there: its pieces are not needed.
      }
  return [...pieces].sort((a, b) => b.length - a.length)
}

/** @type {string[] | undefined} */
let runtimePieces

/** @param {string} body */
function isReactInstruction(body) {
  runtimePieces ??= reactRuntimePieces()
  let rest = body
  for (let found = true; found; ) {
    found = false
    for (const piece of runtimePieces)
      if (rest.startsWith(piece)) {
        rest = rest.slice(piece.length)
        found = true
        break
      }
  }
  // React's runtime alone (its timing script), or the runtime and one call with JSON arguments.
  if (rest === '') return body !== ''
  const call = INSTRUCTION_CALL.exec(rest)
  return Boolean(call && isJson(`[${call[1]}]`))
}

/**
 * Whether an inline script is one the app's framework writes (Next's data, React's streaming
 * instructions). Anything else, whoever put it in the page, gets no hash.
 * @param {string} body
 */
export function appScript(body) {
  for (const shape of NEXT_DATA) {
    const match = shape.exec(body)
    if (match) return isJson(match[1] ?? '')
  }
  return isReactInstruction(body)
}
