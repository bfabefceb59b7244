import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder so it never mixes with `npm start`'s build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Types are checked by `npm run typecheck` (part of `npm test`); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  experimental: {
    optimizePackageImports: [],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
