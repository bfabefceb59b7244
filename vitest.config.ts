import path from 'node:path'
import { defineConfig } from 'vitest/config'

// `server-only` throws outside React's server bundles; in tests it is a no-op.
const serverOnly = {
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
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
        resolve: { alias: serverOnly },
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
