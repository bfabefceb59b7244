import { withPayload } from '@payloadcms/next/withPayload'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { NextConfig } from 'next'

/**
 * Security headers on every answer (pages, API, files, the back office). Framing is refused
 * everywhere (clickjacking of the donation form, the vote wizard, /admin). The script policy
 * of the site's pages is added per answer by scripts/serve.mjs (hashes of the page's own inline
 * scripts, so pages stay cached: decision 0025), as is HSTS when SITE_URL is https. The back
 * office (Payload's pages under /admin) gets its script policy the same way (decision 0079).
 */
const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: BASE_POLICY },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), usb=()' },
]

/** use-intl's formatter of precompiled messages (its `format-only` export). */
const FORMAT_ONLY = createRequire(import.meta.url).resolve('use-intl/format-message/format-only')

/** The `lang` header's Arabic, as src/lib/api/lang.ts reads it (case and spaces aside). */
const ARABIC = ' *[aA][rR] *'

const nextConfig: NextConfig = {
  // pdfkit reads its font metrics from its own folder at run time (minutes PDF, decision 0029).
  serverExternalPackages: ['pdfkit'],
  // The end-to-end suite builds into its own folder so it never mixes with `npm start`'s build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next's file-system cache, but answers for unknown slugs and ids stay in the bounded
  // in-memory cache instead of adding a file each (issue 25, finding 8; decision 0023).
  cacheHandler: path.resolve('src/lib/cache/cache-handler.mjs'),
  // Types are checked by `npm run typecheck` (part of `npm test`); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    // WebP only (decision 0054): AVIF files were 7 % smaller, but encoding them made the image
    // optimizer the server's largest memory spike (714 vs 468 MB with every variant cold, 3.6×
    // the time) on a server meant to fit a 1 GB machine.
    formats: ['image/webp'],
    // The widths a srcset offers. Next's defaults run to 3840 px; our largest image (the home
    // hero) is drawn at 1600 px, so larger entries only lengthened every page's HTML.
    deviceSizes: [640, 828, 1080, 1200, 1600],
    imageSizes: [96, 192, 384],
    // Local images without a query string (`search: ''`): Next keeps one optimized file per
    // distinct `url`, so `?<anything>` on a real image made a new file each time (issue 47, M2).
    // No image of ours has a query string (uploads' URLs are plain paths, src/lib/media.ts).
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }]
  },
  async rewrites() {
    return {
      beforeFiles: [
        // The two force-static content routes see no request headers: `lang: ar` picks their
        // Arabic twin here (decision 0043); the others read the header themselves.
        {
          source: '/api/content/news',
          has: [
            { type: 'header', key: 'lang', value: ARABIC },
            { type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,5})' },
          ],
          destination: '/api/content/news/page/:page/ar',
        },
        {
          source: '/api/content/news',
          has: [{ type: 'header', key: 'lang', value: ARABIC }],
          destination: '/api/content/news/page/1/ar',
        },
        {
          source: '/api/content/board-members/:club/:board',
          has: [{ type: 'header', key: 'lang', value: ARABIC }],
          destination: '/api/content/board-members/:club/:board/ar',
        },
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
    // No libvips operation cache in the image optimizer (sharp's default keeps up to 50 MB): Next
    // keeps each resized image on disk, so a repeated operation is rare, and the cache's memory
    // stayed resident after the cold variants were encoded (decision 0066: 200 -> 150 MB of the
    // serving process outside V8's heap).
    imgOptOperationCache: false,
    // Turbopack's build cache (on by default) makes a rebuild of the same folder quicker, but a
    // build made once and thrown away (CI's fresh clone) only pays for writing it: about 15 s
    // at the build's end. NEXT_BUILD_CACHE=0 leaves it out (.ci/run; decision 0115).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
  turbopack: {
    resolveAlias: {
      // next-intl's translators format the catalogue precompiled by src/i18n/messages.ts with
      // icu-minify's small runtime instead of IntlMessageFormat and its parser (11.6 KB
      // compressed of every page's first load: issue 24, decision 0056). What next-intl's own
      // plugin does with `experimental.messages.precompile`; the site does not use the plugin
      // (decision 0038). Relative: Turbopack's aliases take no absolute path.
      'use-intl/format-message': `./${path.relative(process.cwd(), FORMAT_ONLY)}`,
    },
  },
}

/**
 * Payload's withPayload asks every browser, on every path, for its colour scheme (Accept-CH,
 * Critical-CH and Vary: Sec-CH-Prefers-Color-Scheme) so that /admin draws its theme at once. A
 * Critical-CH the browser had not sent makes Chromium fetch the page a second time before showing
 * it: one more round trip on every first visit to the public site, and caches split by colour
 * scheme. Nothing outside /admin reads the hint, so the rule is kept for /admin only (decision
 * 0068).
 */
function colourHintForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      return (await headers()).flatMap((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
          ? [
              { ...rule, source: '/admin' },
              { ...rule, source: '/admin/:path*' },
            ]
          : [rule],
      )
    },
  }
}

export default colourHintForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
