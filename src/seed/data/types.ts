/**
 * Shapes of the demo content used by the seed. The data modules in this folder
 * only describe content; the seeding code turns it into Payload documents.
 */

/** key: unique kebab-case name used as the file name; hue: 0-359 base colour; kind: landscape 1200x800, portrait 600x600 */
export interface SeedImage {
  key: string
  title: string
  hue: number
  kind: 'landscape' | 'portrait'
}

export interface SeedArticle {
  kind: 'news' | 'blog'
  slug: string
  title: string
  subTitle?: string
  excerpt: string
  /** ISO date 'YYYY-MM-DD' */
  date: string
  category: 'general-news' | 'events' | 'health' | 'education' | 'stories'
  /** 4-8 blocks, real paragraphs of 60-140 words */
  body: Array<{ type: 'h2' | 'p'; text: string }>
  /** 1-3; the first is the thumbnail */
  images: SeedImage[]
  metaTitle: string
  /** 120-160 characters */
  metaDescription: string
}

export interface SeedActivitySummary {
  total_money_collected: number
  number_of_attendees: number
  number_of_donations: number
  total_expenses: number
  net_funds_raised: number
  event_date: string
}

export interface SeedActivity {
  slug: string
  name: string
  excerpt: string
  tag: string
  /** 3-5 paragraphs */
  details: string[]
  /** 2-4 */
  images: SeedImage[]
  /** US dollars; budget = money raised so far */
  budget: number | null
  target: number | null
  /** 'YYYY-MM-DD' */
  startDate: string | null
  /** 'HH:mm' */
  startAt: string | null
  endDate: string | null
  endAt: string | null
  summary: SeedActivitySummary | null
  /** names of donation purposes (from purposes.ts) this activity serves */
  purposes: string[]
  metaTitle: string
  metaDescription: string
}

export interface SeedVolunteer {
  fullname_en: string
  job: string
  image: SeedImage | null
}

export interface SeedClub {
  id: number
  name: string
  nameAr: string
  city: string
}

export interface SeedBoard {
  id: number
  clubId: number
  /** e.g. '2023 - 2025' */
  period: string
}

export interface SeedBoardMember {
  fullname: string
  jobRole: string | null
  bio: string
  image: SeedImage | null
  boardIds: number[]
}

export interface SeedPurpose {
  name: string
  nameAr: string
  kinds: Array<'donation' | 'case'>
  description: string
  image: SeedImage | null
  objectives: string[]
  servicesProvided: string[]
  beneficiaries: string[]
  partnerships: string[]
  impactStats: string[]
  testimonial: string
  supportInfo: string[]
  /**
   * Eligible for Zakat (issue 44 item 4, decision 0110): help given to needy families and people
   * themselves (treatment, food, orphans' keep, relief). Not services for everyone or public works
   * (schooling for all, wells), which are Sadaqah.
   */
  zakatEligible?: boolean
}

export interface SeedGovernorate {
  id: number
  /** Arabic */
  name: string
  name_en: string
  cities: Array<{
    name: string
    name_en: string
    villages: Array<{ name: string; name_en: string }>
  }>
}

export interface SeedMeetingAction {
  name_en: string
  person_responsible: string
  date: string
  time: string
}

export interface SeedMeeting {
  meetingId: string
  date: string
  time: string
  clubId: number
  location_en: string
  agendas: Array<{
    name: string
    discussion: string | null
    conclusions: string | null
    actions: SeedMeetingAction[]
  }>
}

export interface SeedAbout {
  title: string
  mission_title: string
  mission_description: string
  message_title: string
  message_description: string
}
