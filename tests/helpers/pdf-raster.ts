import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Whether pdftoppm (poppler-utils, as pdftotext) is on this machine. */
export { hasPdftotext as hasPdftoppm } from './pdf-text'

/**
 * The blank stretches between inked columns of a PDF's first page rendered at 300 dpi, in
 * pixels, left to right: a page holding one word shows the breaks of its letters. Any grey
 * counts as ink and a one-pixel blank is not a break: a hairline joint drawn a fraction of a
 * pixel further along can leave one.
 */
export function inkGaps(pdf: Buffer): number[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-raster-'))
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf)
    execFileSync(
      'pdftoppm',
      ['-r', '300', '-gray', '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'out'],
      {
        cwd: dir,
      },
    )
    return gapsOf(readFileSync(path.join(dir, 'out.pgm')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Blank column runs inside the inked extent of a binary PGM (P5, 8-bit) image. */
function gapsOf(pgm: Buffer): number[] {
  const header = pgm
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+255\s/)
  if (!header) throw new Error('not an 8-bit PGM')
  const [width, height] = [Number(header[1]), Number(header[2])]
  const pixels = pgm.subarray(header[0].length)
  const inked = Array.from({ length: width }, (_, x) => {
    for (let y = 0; y < height; y++) if (pixels[y * width + x]! < 224) return true
    return false
  })
  const first = inked.indexOf(true)
  const last = inked.lastIndexOf(true)
  const gaps: number[] = []
  let run = 0
  for (let x = first; x <= last; x++) {
    if (inked[x]) {
      if (run > 1) gaps.push(run)
      run = 0
    } else run += 1
  }
  return gaps
}
