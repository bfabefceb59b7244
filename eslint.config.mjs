import { readdirSync } from 'node:fs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import boundaries from './eslint/no-server-in-client.mjs'

/**
 * The code's boundaries (docs/conventions.md, decision 0020), checked with
 * eslint-plugin-import, which eslint-config-next already brings (and its
 * TypeScript resolver, so '@/…' paths resolve): no-restricted-paths for who may
 * import whom, no-cycle for import cycles; and a local rule for 'use client'
 * files importing server code.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/** A feature's product files; its tests may read collections and seed data to check them. */
const PRODUCT_FEATURE_FILES = './src/features/**/!(*.test).{ts,tsx}'

const boundaryZones = [
  {
    target: ['./src/lib', './src/components'],
    from: './src/features',
    message:
      'lib/ and components/ import no feature: move the shared part to lib/, or let the app pass the feature in as a slot (see src/app/_shell/SiteFrame.tsx).',
  },
  // The layers' arrows run one way (decision 0095): the Payload schema (collections/, globals/)
  // imports features for its hooks, endpoints and options, so no feature imports it back; the
  // seed reads src/content/ and features, so no feature imports the seed; src/content/ is data
  // and imports none of them. A test may read any of them, to check that they agree.
  {
    target: PRODUCT_FEATURE_FILES,
    from: ['./src/collections', './src/globals'],
    message:
      'Collections import features, not the reverse: move what both need (statuses, events, defaults) into the feature and let the collection import it.',
  },
  {
    target: PRODUCT_FEATURE_FILES,
    from: './src/seed',
    message:
      'No feature imports the seed: data both need goes in src/content/ (or the feature itself), and the seed imports it from there.',
  },
  {
    target: './src/content',
    from: [
      './src/features',
      './src/collections',
      './src/globals',
      './src/seed',
      './src/lib',
      './src/app',
    ],
    message: 'src/content/ holds data and imports nothing of the app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features
      .filter((other) => other !== feature)
      .map((o) => `./src/features/${o}/components`),
    message:
      "A feature does not import another feature's components: the page passes them in as a slot (e.g. donationBox={<MakeDonationBox />}).",
  })),
  {
    // Money's one direction (decision 0093): the donor portal builds on donations, never the reverse.
    target: './src/features/donations',
    from: './src/features/donor',
    message:
      'donations imports nothing of the donor portal (decision 0093): move the shared part into donations, or let the page pass it in.',
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-e2e*/**',
      'data/**',
      '.e2e-data*/**',
      '.bench-data/**',
      '.next-bench/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  {
    // Playwright fixtures call a function named `use`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // Not followed by no-cycle (they import nothing of ours; parsing them cost most of its time).
      'import/ignore': ['node_modules', 'payload-types\\.ts$', 'src/migrations/'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/no-server-in-client': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
]

export default config
