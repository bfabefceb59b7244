import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order (failed and longest first, or largest first on a fresh clone), with the files
 * on a copy of the seeded database (createSeededTestPayload, tests/helpers/seeded-payload.ts)
 * placed so that no worker waits for the seed: the first of them leads its project, and seeds
 * the template while the other worker runs other files; the rest come last, when the template
 * is long made, and only copy it. Two of them started together, one sat idle for the whole
 * seed (decision 0115).
 */
export class SeededLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const seeded = sorted.filter(usesSeed)
    if (seeded.length === 0) return sorted
    const [first, ...rest] = seeded
    const others = sorted.filter((f) => !seeded.includes(f))
    const lead = others.findIndex((f) => f.project.name === first!.project.name)
    const at = lead === -1 ? others.length : lead
    return [...others.slice(0, at), first!, ...others.slice(at), ...rest]
  }
}

const usesSeed = (file: TestSpecification) =>
  readFileSync(file.moduleId, 'utf8').includes('createSeededTestPayload()')
