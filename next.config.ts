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
    // The widths a srcset offers. Next's defaults run to 3840 px; our largest image (the home
    // hero) is drawn at 1600 px, so larger entries only lengthened every page's HTML.
    deviceSizes: [640, 828, 1080, 1200, 1600],
    imageSizes: [96, 192, 384],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async rewrites() {
    return {
      beforeFiles: [
        // GET news?page={n} keeps its public address; the route lives at a path so each page is
        // cached like a prerendered page (src/app/api/content/news/page/[page]/route.ts). Anything
        // but a page number reads page 1, as before.
        {
          source: '/api/content/news',
          has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,5})' }],
          destination: '/api/content/news/page/:page',
        },
        { source: '/api/content/news', destination: '/api/content/news/page/1' },
      ],
    }
  },
  experimental: {
    optimizePackageImports: [],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
