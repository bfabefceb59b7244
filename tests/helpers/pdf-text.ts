import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Whether pdftotext (poppler-utils; .ci/run installs it) is on this machine. */
export const hasPdftotext = existsSync('/usr/bin/pdftotext')

/** A PDF's text as pdftotext reads it, from standard input: no file is left behind. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
}

export interface PdfWord {
  x: number
  y: number
  text: string
}

/**
 * A PDF's words where pdftotext finds them on the page (`-bbox`): each word's characters in
 * the order they stand on the page, left to right (so an Arabic word reads reversed).
 */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  })
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
    (m) => ({ x: Number(m[1]), y: Number(m[2]), text: m[3]!.replace(/&amp;/g, '&') }),
  )
}

/** The words of the first line holding `word`, left to right as they stand on the page. */
export function lineOnPage(pdf: Buffer, word: string): string[] {
  const words = pdfWords(pdf)
  const y = words.find((w) => w.text === word)?.y
  return words
    .filter((w) => w.y === y)
    .sort((a, b) => a.x - b.x)
    .map((w) => w.text)
}
