/**
 * Makes the demo hero video, public/video/our-story.mp4: a 15-second slideshow
 * of the project's own pictures (public/images, drawn by make-static-images.ts)
 * with a caption on each and cross-fades between them. No sound. The result is
 * committed, so `npm start` needs nothing but Node; only making it again needs
 * ffmpeg (`apt-get install -y ffmpeg`).
 *
 *   npx tsx scripts/make-hero-video.ts
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, mkdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

import { escapeXml, FONT_FAMILY } from '../src/seed/images'

const WIDTH = 640
const HEIGHT = 360
const SLIDE_SECONDS = 3.5
const FADE_SECONDS = 0.75
const OUT = path.resolve(process.cwd(), 'public/video/our-story.mp4')

const SLIDES: { image: string; caption: string }[] = [
  { image: 'hero-1.webp', caption: 'Communities across Egypt and abroad' },
  { image: 'about-1.webp', caption: 'Healthcare close to home' },
  { image: 'service-food.webp', caption: 'Food for families in need' },
  { image: 'about-2.webp', caption: 'Education that opens doors' },
  { image: 'hero-2.webp', caption: 'Join us: donate or volunteer' },
]

/** A caption band at the bottom of the frame. */
const captionSvg = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect x="0" y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="rgba(10,30,25,0.72)"/>` +
      `<text x="${WIDTH / 2}" y="${HEIGHT - 27}" text-anchor="middle" font-family="${FONT_FAMILY}" ` +
      `font-size="28" font-weight="700" fill="#ffffff">${escapeXml(text)}</text></svg>`,
  )

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'hero-video-'))
  try {
    const frames: string[] = []
    for (const [i, slide] of SLIDES.entries()) {
      const file = path.join(work, `slide-${i}.png`)
      await sharp(path.resolve('public/images', slide.image))
        .resize(WIDTH, HEIGHT, { fit: 'cover' })
        .composite([{ input: captionSvg(slide.caption) }])
        .png()
        .toFile(file)
      frames.push(file)
    }
    // Each picture is a still clip; xfade chains them, each fade starting where the last ended.
    const inputs = frames.flatMap((f) => ['-loop', '1', '-t', String(SLIDE_SECONDS), '-i', f])
    const steps: string[] = []
    let last = '[0:v]'
    for (let i = 1; i < frames.length; i++) {
      const offset = (i * (SLIDE_SECONDS - FADE_SECONDS)).toFixed(2)
      const out = i === frames.length - 1 ? '[v]' : `[x${i}]`
      steps.push(
        `${last}[${i}:v]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}${out}`,
      )
      last = out
    }
    await mkdir(path.dirname(OUT), { recursive: true })
    execFileSync(
      'ffmpeg',
      [
        '-y',
        ...inputs,
        '-filter_complex',
        `${steps.join(';')};[v]format=yuv420p[out]`,
        '-map',
        '[out]',
        '-r',
        '24',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '30',
        '-tune',
        'stillimage',
        // Playable while it downloads.
        '-movflags',
        '+faststart',
        '-an',
        OUT,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    console.log(`${path.relative(process.cwd(), OUT)}: ${(await stat(OUT)).size} bytes`)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
