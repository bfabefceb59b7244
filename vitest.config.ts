import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { SeededLastSequencer } from './tests/helpers/seed-sequencer'

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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Through Vite, so that use-intl's own import of its formatter meets the alias above.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
    // The files on the seeded database: the first early, the others last (decision 0115).
    sequence: { sequencer: SeededLastSequencer },
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
