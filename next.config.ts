import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

/**
 * Security headers on every answer (pages, API, files, the back office). Framing is refused
 * everywhere (clickjacking of the donation form, the vote wizard, /admin). HSTS is sent
 * always: browsers ignore it on plain http (RFC 6797, 8.1), so it takes effect exactly
 * when the site is served over https, whatever SITE_URL was at build time. A policy for
 * scripts is not here yet: Next's inline scripts need nonces or hashes (issue 25).
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Content-Security-Policy',
    value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), usb=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
]

const nextConfig: NextConfig = {
  // pdfkit reads its font metrics from its own folder at run time (minutes PDF, decision 0029).
  serverExternalPackages: ['pdfkit'],
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
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }]
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
