import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const require = createRequire(import.meta.url)

const aliases = [
  // `server-only` throws outside React's server bundles; in tests it is a no-op.
  {
    find: /^server-only$/,
    replacement: path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
  },
  // The translators read the precompiled catalogue, as in Next's build (next.config.ts).
  {
    find: /^use-intl\/format-message$/,
    replacement: require.resolve('use-intl/format-message/format-only'),
  },
]

/**
 * Vitest's order (failed and longest first, or largest first on a fresh clone), with the files
 * on a copy of the seeded database (createSeededTestPayload, tests/helpers/seeded-payload.ts)
 * placed so that no worker waits for the seed: the first of them leads its project, and seeds
 * the template while the other worker runs other files; the rest come last, when the template
 * is long made, and only copy it. Two of them started together, one sat idle for the whole
 * seed (decision 0115).
 */
class SeedAwareSequencer extends BaseSequencer {
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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Through Vite, so that use-intl's own import of its formatter meets the alias above.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
    // The files on the seeded database: the first early, the others last (decision 0115).
    sequence: { sequencer: SeedAwareSequencer },
    projects: [
      {
        extends: true,
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not one per file: 121 files re-imported zod, next-intl and
          // the catalogues each time (decision 0092). A test that changes process state (the
          // environment, timers, spies) puts it back: vi.stubEnv, and the restores below.
          isolate: false,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        resolve: { alias: aliases },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/postgres-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Each file gets its own database; two at a time suit a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      {
        // The reference topology on the production build (issue 18): its own step of `npm test`,
        // after the end-to-end tests made the build (scripts/test.ts).
        extends: true,
        resolve: { alias: aliases },
        test: {
          name: 'topology',
          include: ['tests/topology/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/postgres-server.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
