import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Whether pdftotext (poppler-utils; .ci/run installs it) is on this machine. */
export const hasPdftotext = existsSync('/usr/bin/pdftotext')

/** A PDF's text as pdftotext reads it, from standard input: no file is left behind. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
}
