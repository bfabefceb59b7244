/**
 * Pieces of `npm run bench` shared by the whole run and the parts run alone (`--only=<part>`):
 * what the site offers (a purpose, the donation form's places), the commit measured, the donation
 * flow and the rush with their settings, and the report of a part run alone.
 */
import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { root } from '../../scripts/lib/process'
import type { startSmtpCatcher } from '../../tests/helpers/smtp-catcher'
import { BENCH } from './config'
import { runDonationFlow } from './donations'
import { runRush } from './rush'
import { benchDatabaseUrl } from './server'

export const PARTS = ['peer', 'reference', 'donations', 'rush'] as const
export type Part = (typeof PARTS)[number]

/** `--only=<part>` from the command line, checked. */
export function partAsked(argv: string[]): Part | undefined {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
  if (only === undefined) return undefined
  if (!(PARTS as readonly string[]).includes(only)) {
    throw new Error(`--only=${only}: the parts run alone are ${PARTS.join(', ')}`)
  }
  return only as Part
}

/** The first donation purpose linked from /donationServices. */
export async function firstPurposePath(origin: string): Promise<string> {
  const html = await (await fetch(new URL('/donationServices', origin))).text()
  const found = /href="(\/donationServices\/\d+)"/.exec(html)?.[1]
  if (!found) throw new Error('No donation purpose is linked from /donationServices')
  return found
}

/** The purpose of that page and Cairo, Egypt, as the donation form's lists give them. */
async function donationRefs(origin: string, purposePath: string) {
  type Place = { id: number; name_en: string }
  const list = async (p: string) =>
    ((await (await fetch(new URL(p, origin))).json()) as { data: Place[] }).data
  const pick = (places: Place[], name: RegExp) =>
    places.find((p) => name.test(p.name_en)) ?? places[0]!
  const country = pick(await list('/api/donation/countries'), /^Egypt$/)
  const state = pick(await list(`/api/donation/states/${country.id}`), /Cairo/)
  const city = pick(await list(`/api/donation/cities/${state.id}`), /Cairo/)
  return {
    purposeId: Number(purposePath.split('/').pop()),
    country: country.id,
    state: state.id,
    city: city.id,
  }
}

type Catcher = Awaited<ReturnType<typeof startSmtpCatcher>>

/** The donation flow with the bench's settings (20 donors at once for 10 s). */
export async function donationPart(origin: string, catcher: Catcher, purposePath: string) {
  return runDonationFlow({
    origin,
    catcher,
    databaseUrl: benchDatabaseUrl(),
    donors: BENCH.donations.donors,
    seconds: BENCH.donations.seconds,
    refs: await donationRefs(origin, purposePath),
  })
}

/**
 * The rush (bench/lib/rush.ts): the home, the answer its news cards come from (the home's HTML
 * only counts the cards, decision 0071), the news list and the newest article, which the staff
 * member edits: the one every page that lists news shows.
 */
export async function rushPart(origin: string) {
  const slides = (await (await fetch(new URL(HOME_CARDS, origin))).json()) as {
    news: { href: string }[]
  }
  const article = slides.news[0]?.href
  if (!article) throw new Error(`The rush needs a news article on the home (${HOME_CARDS})`)
  return runRush({
    origin,
    slug: decodeURIComponent(article.split('/').pop()!),
    connections: BENCH.rush.connections,
    seconds: BENCH.rush.seconds,
    pages: [
      { name: 'Home', path: '/', showsEdit: false },
      { name: "Home's news cards", path: HOME_CARDS, showsEdit: true },
      { name: 'News list', path: '/newEgyptNews', showsEdit: true },
      { name: 'News article', path: article, showsEdit: true },
    ],
  })
}

const HOME_CARDS = '/api/home/slides/en'

/** The commit measured, marked when the work tree had changes. */
export function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: root })
      .toString()
      .trim()
    return dirty ? `${sha}+changes` : sha
  } catch {
    return 'unknown'
  }
}

/** A part run alone: bench/results/<part>.{md,json}, with the date, commit and host figures. */
export async function writePart(
  part: Part,
  head: { startedAt: string; loadAverage: number[]; machineText: string },
  sections: string[],
  figures: Record<string, unknown>,
) {
  const resultsDir = path.join(root, 'bench/results')
  const intro =
    `# Benchmark, ${part} only — ${head.startedAt}\n\nCommit: ${commit()}. ` +
    `Load average at the start ${head.loadAverage.map((l) => l.toFixed(2)).join(' / ')} on ${os.cpus().length} CPUs. ` +
    head.machineText
  const markdown = `${[intro, ...sections].join('\n\n')}\n`
  await mkdir(resultsDir, { recursive: true })
  writeFileSync(
    path.join(resultsDir, `${part}.json`),
    `${JSON.stringify({ startedAt: head.startedAt, commit: commit(), loadAverage: head.loadAverage, ...figures }, null, 2)}\n`,
  )
  writeFileSync(path.join(resultsDir, `${part}.md`), markdown)
  console.log(`\n${markdown}`)
}
