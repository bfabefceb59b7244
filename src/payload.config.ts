import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { hasRole } from './access/roles'
import { clientDataErrorsAre400 } from './lib/db/data-errors'
import { withoutChosenIds } from './lib/security/chosen-ids'
import { withRoleMenu } from './access/menus'
import { withCharityDates } from './fields/charity-dates'
import { inBothLanguages, localeSwitchOnEditPages } from './i18n/admin/labels'
import { restrictInternalCollections } from './lib/security/internal-collections'
import { Activities } from './collections/Activities'
import { Articles } from './collections/Articles'
import { CaseFiles } from './collections/CaseFiles'
import { CaseRequests } from './collections/CaseRequests'
import { Categories } from './collections/Categories'
import { Charges } from './collections/Charges'
import { ContactMessages } from './collections/ContactMessages'
import { Donations } from './collections/Donations'
import {
  DonorActions,
  DonorCardChanges,
  DonorProfiles,
  DonorSessions,
  DonorSignInCodes,
} from './collections/Donors'
import { BoardMembers, Boards, Clubs } from './collections/Clubs'
import { EgyptCities, Governorates, Villages } from './collections/Egypt'
import { Cities, Countries, States } from './collections/Geo'
import { Media } from './collections/Media'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Meetings } from './collections/Meetings'
import { MeetingAudit, MeetingInvitations } from './collections/MeetingRecords'
import { Votes, VoteSignatures } from './collections/Votes'
import { Outbox } from './collections/Outbox'
import { Purposes } from './collections/Purposes'
import { RateLimits } from './collections/RateLimits'
import { RecurringPlans } from './collections/RecurringPlans'
import { SandboxCharges } from './collections/SandboxCharges'
import { StripeEvents } from './collections/StripeEvents'
import { PaymobPayments } from './collections/PaymobPayments'
import { PaymobCallbacks } from './collections/PaymobCallbacks'
import { StagedDonations } from './collections/StagedDonations'
import { Users } from './collections/Users'
import { VolunteerApplications } from './collections/VolunteerApplications'
import { Volunteers } from './collections/Volunteers'
import { donationsExportPlugin } from './features/donations/staff/csv-export'
import { chargeRecurringDonationsTask } from './features/donations/recurring/jobs'
import { paymobUpkeepTask } from './features/donations/paymob/jobs'
import { sendOwedReceiptsTask } from './features/donations/mail/jobs'
import { meetingDeadlinesTask } from './features/voting/jobs'
import { caseRetentionTask } from './features/cases/jobs'
import { AboutUs } from './globals/AboutUs'
import { HomePage } from './globals/HomePage'
import { Bylaws } from './globals/Bylaws'
import { CaseRetention } from './globals/CaseRetention'
import { LegalEntities } from './collections/LegalEntities'
import { EntitySignatures } from './collections/EntitySignatures'
import { databaseUrl, payloadSecret } from './lib/runtime-config'
import { env, siteUrl } from './lib/env'
import { survivePoolErrors } from './lib/db/pool-resilience'
import { statementTimeoutOf } from './lib/db/statement-timeout'
import { mailAdapter } from './lib/mail/adapter'
import { deliverMailTask } from './lib/mail/jobs'
import { privateFileModes } from './lib/private-files'
import { objectStoragePlugin } from './lib/storage/object-storage'
import { s3SettingsOf } from './lib/storage/s3-settings'
import { missingFilesAre404 } from './lib/storage/missing-files'
import { objectStoreErrorsAre503 } from './lib/storage/store-errors'
import { databaseDownIs503 } from './lib/db/unavailable'
import { createLogger } from './lib/log/logger.mjs'
import { publicReadBounds } from './lib/security/public-reads'
import { refusalsSayWhy } from './lib/security/refusal-messages'
import { malformedBodiesAre400 } from './lib/api/malformed-bodies'
import { accessEndpoint } from './lib/security/access-endpoint'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()
// Uploads (case photos included) readable by this account only: src/lib/private-files.ts.
privateFileModes()

const adminOnly = ({ req }: { req: { user?: unknown } }) => hasRole(req.user)

export default buildConfig({
  serverURL: siteUrl(e),
  secret: payloadSecret(e),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    // The charity's office, not Payload's (decision 0019): its name in every title, its mark as
    // the favicon, no Open Graph image service, and an avatar drawn locally (Gravatar would send
    // a hash of each staff e-mail to a third party, and cannot load on a closed network).
    meta: {
      titleSuffix: '| New Egypt Foundation back office',
      description: 'The back office of the New Egypt Foundation.',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/images/logo-mark.svg' }],
      defaultOGImageType: 'off',
      openGraph: {
        siteName: 'New Egypt Foundation back office',
        title: 'New Egypt Foundation back office',
        description: 'The back office of the New Egypt Foundation.',
      },
      robots: { index: false, follow: false },
    },
    avatar: 'default',
    components: {
      graphics: {
        Logo: '/features/backoffice/components/Brand#BrandLogo',
        Icon: '/features/backoffice/components/Brand#BrandIcon',
      },
      beforeNavLinks: ['/features/backoffice/components/Brand#NavBrand'],
      // A host name other than SITE_URL's is named before anything fails (issue 45 item 5).
      header: ['/features/backoffice/components/HostNotice#HostNotice'],
      beforeLogin: ['/features/backoffice/components/HostNotice#HostNotice'],
      views: {
        dashboard: { Component: '/features/backoffice/components/Dashboard#Dashboard' },
      },
    },
  },
  collections: [
    Users,
    Media,
    Articles,
    Categories,
    Activities,
    Volunteers,
    Clubs,
    Boards,
    BoardMembers,
    Purposes,
    Meetings,
    MeetingInvitations,
    MeetingAudit,
    Votes,
    VoteSignatures,
    Governorates,
    EgyptCities,
    Villages,
    Countries,
    States,
    Cities,
    Outbox,
    VolunteerApplications,
    ContactMessages,
    RateLimits,
    NewsletterSubscribers,
    Donations,
    StagedDonations,
    RecurringPlans,
    Charges,
    SandboxCharges,
    StripeEvents,
    PaymobPayments,
    PaymobCallbacks,
    DonorSignInCodes,
    DonorCardChanges,
    DonorSessions,
    DonorActions,
    DonorProfiles,
    CaseRequests,
    CaseFiles,
    LegalEntities,
    EntitySignatures,
  ]
    .map(withoutChosenIds)
    .map(withRoleMenu)
    .map(withCharityDates),
  // Each role's sidebar lists only what it works with (src/access/menus.ts, decision 0099).
  globals: [AboutUs, HomePage, Bylaws, CaseRetention].map(withRoleMenu),
  // The site's content in English and Arabic (decision 0043): editors fill both through the
  // admin's locale switcher; a text without its Arabic form falls back to the English one.
  localization: {
    // Each locale named in the staff member's admin language: Payload writes it after every
    // translatable field's label ("Title — English"), which read in English in an Arabic office.
    locales: [
      { code: 'en', label: { en: 'English', ar: 'الإنجليزية' } },
      { code: 'ar', label: { en: 'العربية', ar: 'العربية' }, rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  // The admin in English or Arabic, as each staff member picks in their account (Payload's own
  // translations; Arabic reads right to left); our labels in both by inBothLanguages.
  i18n: { supportedLanguages: { en, ar }, fallbackLanguage: 'en' },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: databaseUrl(),
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      // pg waits for a connection without end by default: a server that accepts but never answers
      // would hold every visitor's request. Five seconds, then the request fails with a clear answer.
      connectionTimeoutMillis: 5_000,
      // One statement of the web server at most this long (set by the launcher; decision 0125).
      ...statementTimeoutOf({
        DATABASE_STATEMENT_TIMEOUT_MS: process.env.DATABASE_STATEMENT_TIMEOUT_MS,
      }),
    },
    // Schema push is for `npm run dev` only; everywhere else the committed migrations apply.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'migrations'),
    // For the seed and reference data; staff cannot choose ids (withoutChosenIds, issue 47).
    allowIDOnCreate: true,
  }),
  email: mailAdapter(e),
  sharp,
  // Types are generated on purpose (`npm run generate:types`), never as a side effect of tests.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  graphQL: { disable: true },
  // What /api/access tells a visitor without a session, in any spelling (decision 0124).
  endpoints: [accessEndpoint],
  // PostgreSQL's "data exception" errors come from what a client sent: 400, not 500.
  // An upload the object store refused: 503 with a clear message. A database that
  // cannot be reached: 503 (decision 0082; Retry-After added by the route, src/app/(payload)).
  // A multipart body that cannot be read: 400. A refusal says why, whatever the build made of
  // its class name.
  hooks: {
    afterError: [
      clientDataErrorsAre400,
      malformedBodiesAre400,
      objectStoreErrorsAre503,
      databaseDownIs503,
      refusalsSayWhy,
    ],
  },
  jobs: {
    // Scheduled work runs in the web server only (the launcher sets JOBS_AUTORUN), never in
    // build workers or scripts, and in one instance at a time: the tick schedules and runs jobs
    // only where it holds the jobs lock (src/lib/jobs/leader.ts, decision 0034). JOBS_CRON
    // (seconds allowed) makes the topology test's ticks seconds apart.
    autoRun: [
      {
        cron: process.env.JOBS_CRON || '* * * * *',
        queue: 'default',
        limit: 20,
        disableScheduling: true,
      },
    ],
    shouldAutoRun: async (payload) => (await import('./lib/jobs/leader')).autoRunTick(payload),
    // Payload lets any signed-in user run, queue or cancel jobs (GET /api/payload-jobs/run),
    // and the queue charges recurring donations: administrators only.
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    // Administrators see the queue in the back office (System, Jobs): each job's tries
    // (`totalTried`), its last error and whether it is processing (decision 0082).
    jobsCollectionOverrides: ({ defaultJobsCollection: jobs }) => ({
      ...jobs,
      admin: {
        ...jobs.admin,
        hidden: false,
        defaultColumns: ['taskSlug', 'processing', 'totalTried', 'hasError', 'updatedAt'],
      },
      access: { ...jobs.access, read: adminOnly },
    }),
    tasks: [
      chargeRecurringDonationsTask,
      deliverMailTask,
      meetingDeadlinesTask,
      caseRetentionTask,
      paymobUpkeepTask,
      sendOwedReceiptsTask,
    ],
  },
  // Queued when a web server starts (src/lib/jobs/start.ts): crash repair runs on the first tick.
  custom: { jobsAtStart: [chargeRecurringDonationsTask.slug, sendOwedReceiptsTask.slug] },
  // Uploads in the S3 bucket when S3_BUCKET is set, else under DATA_DIR (decision 0031).
  // Last, so that the plugins' collections get it too: every read without a staff session
  // bounded inside Payload (rows, pages, depth, where operators; decision 0075).
  plugins: [
    donationsExportPlugin(),
    objectStoragePlugin(s3SettingsOf(e), siteUrl(e)),
    // After the storage adapter's handler: an upload missing from the disk is a 404, not a 500.
    missingFilesAre404(),
    publicReadBounds,
    // "Editing English: switch to العربية" on each translatable edit page (decision 0101).
    localeSwitchOnEditPages,
  ],
  onInit: async (payload) => survivePoolErrors(payload),
  telemetry: false,
  // The server's JSON lines at LOG_LEVEL, with a failed query's values removed (decision 0026).
  logger: createLogger('payload', process.stdout, e.LOG_LEVEL),
  // A refused request (a where operator that does not fit, a wrong password, an invalid path) is
  // the client's doing: one info line with its message, not an error with a stack (issue 47: 687
  // of 1,520 error lines were refused probes). Faults of the server (plain errors) stay errors.
  loggingLevels: {
    APIError: 'info',
    QueryError: 'info',
    AuthenticationError: 'info',
    LockedAuth: 'info',
    UnverifiedEmail: 'info',
  },
})
  .then(restrictInternalCollections)
  // Every label, option and help text in English and Arabic (decision 0101).
  .then(inBothLanguages)
