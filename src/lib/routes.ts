/**
 * The route table of spec 000 and spec 001 section 2: every public path, its
 * screen title and the description served in its <meta> tags. Pages read
 * their metadata from here; the end-to-end suite visits every entry.
 * Dynamic paths carry a sample from the demo content for the tests.
 */
export interface SiteRoute {
  path: string
  title: string
  description: string
  /** For dynamic routes: a path of the demo content that must answer 200. */
  sample?: string
  /** Arabic screens render right to left. */
  lang?: 'ar'
}

export const SITE_NAME = 'New Egypt Foundation'

export const siteRoutes = [
  {
    path: '/',
    title: 'Home',
    description:
      'New Egypt supports communities in Egypt and abroad through healthcare, education and sustainable development. Donate, volunteer or ask for help.',
  },
  {
    path: '/blogs',
    title: 'Blogs',
    description: 'Stories, reflections and updates from the New Egypt Foundation blog.',
  },
  {
    path: '/blog-detail/[slug]',
    title: 'Blog article',
    description: 'A blog article from the New Egypt Foundation.',
    sample: '/blog-detail/{blog}',
  },
  {
    path: '/newEgyptNews',
    title: 'Our Latest News',
    description:
      'The latest news of the New Egypt Foundation: medical convoys, education, relief and community work.',
  },
  {
    path: '/newEgyptNews/[slug]',
    title: 'News article',
    description: 'A news article from the New Egypt Foundation.',
    sample: '/newEgyptNews/egyptian-volunteer-day-6-september-2025',
  },
  {
    path: '/onepage',
    title: 'New Egypt at a glance',
    description: 'Our causes, priorities, volunteers and latest news on one page.',
  },
  {
    path: '/aboutus',
    title: 'About Us',
    description: 'Who we are: our mission, our message, our clubs and their boards.',
  },
  {
    path: '/joinUs',
    title: 'Volunteer With Us',
    description:
      'Share your skills and make a difference in our community. Sign up as a New Egypt volunteer.',
  },
  {
    path: '/voteForm',
    title: 'Board Decision Voting System',
    description: 'Board members vote on meeting decisions through their personal link.',
  },
  {
    path: '/allActivities',
    title: 'All Activities',
    description: 'Our causes and latest activities across Egypt and abroad.',
  },
  {
    path: '/donationServices',
    title: 'Donation Services',
    description:
      'Choose a cause to support: medical care, education, food security, clean water and more.',
  },
  {
    path: '/donationServices/[id]',
    title: 'Donation purpose',
    description: 'What your donation to this cause achieves.',
    sample: '/donationServices/{purpose}',
  },
  {
    path: '/activities',
    title: 'Activities',
    description: 'Charity events and activities of the New Egypt Foundation.',
  },
  {
    path: '/activities/[slug]',
    title: 'Activity',
    description: 'A New Egypt charity event: details, progress and results.',
    sample: '/activities/{activity}',
  },
  {
    path: '/activity-detail/[id]',
    title: 'Activity',
    description: 'A New Egypt charity event: details, progress and results.',
    sample: '/activity-detail/{activityId}',
  },
  {
    path: '/service-detail',
    title: 'Our Services',
    description:
      'Breakfast Programme, Food Assistance and Social Works: the everyday services of New Egypt.',
  },
  {
    path: '/bylaws',
    title: 'Bylaws',
    description:
      'The by-laws of the New Egypt Foundation, a US non-profit: purpose, founding core, board, officers, committees, chapters, finance and transparency.',
  },
  {
    path: '/pricing',
    title: 'Pricing Plans',
    description:
      'Compare the Free, Standerd, Professional and Plus plans and their monthly prices, with answers to common questions.',
  },
  {
    path: '/team',
    title: 'Our Volunteers',
    description: 'Meet the volunteers who make our work possible.',
  },
  {
    path: '/news',
    title: 'Latest News',
    description: 'Latest news and activities of the New Egypt Foundation.',
  },
  {
    path: '/testimonial',
    title: 'Testimonials',
    description:
      'What families, volunteers, donors and partners say about the New Egypt Foundation.',
  },
  {
    path: '/faqs',
    title: 'FAQs',
    description:
      'Answers to frequent questions about buying products, New Egypt in general, payments and donations, and support.',
  },
  {
    path: '/blog-sidebar',
    title: 'Blog Or News',
    description: 'Blog and news articles with a sidebar of recent posts.',
  },
  { path: '/login', title: 'Login', description: 'Staff sign-in to the New Egypt back office.' },
  {
    path: '/signup',
    title: 'Sign Up',
    description:
      'Create an account on the New Egypt website. Accounts for the public are not open yet.',
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    description: 'Receive an e-mail link to reset the password of a New Egypt staff account.',
  },
  {
    path: '/lock-screen',
    title: 'Lock Screen',
    description: 'Enter your password to unlock your session.',
  },
  {
    path: '/terms',
    title: 'Terms & Conditions',
    description:
      'The terms for using the New Egypt website: donations, volunteering, assistance requests and content.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What personal data donors, volunteers and applicants give New Egypt, why, for how long and who sees it.',
  },
  {
    path: '/boards',
    title: 'CHAPTER STRUCTURE',
    description: 'The clubs (chapters) of New Egypt, their boards by period and their members.',
  },
  {
    path: '/donor',
    title: 'Your donations',
    description:
      'Sign in with your e-mail to see your gifts to New Egypt, download receipts and manage recurring donations.',
  },
  { path: '/error', title: 'Error', description: 'Something went wrong while loading this page.' },
  {
    path: '/contactus',
    title: 'Contact Us',
    description: 'Send New Egypt a message, or reach our offices in New York and New Jersey.',
  },
  {
    path: '/caseForm',
    title: 'نموذج طلب المساعدة',
    description: 'قدّم طلب مساعدة لحالة إلى أحد أندية مؤسسة مصر الجديدة، في صفحة واحدة.',
    lang: 'ar',
  },
  {
    path: '/caseFormPart',
    title: 'نموذج طلب المساعدة',
    description: 'قدّم طلب مساعدة لحالة إلى أحد أندية مؤسسة مصر الجديدة، في صفحة واحدة.',
    lang: 'ar',
  },
  {
    path: '/caseSearchForm',
    title: 'طلب مساعدة',
    description: 'قدّم طلب مساعدة لحالة إلى أحد أندية مؤسسة مصر الجديدة.',
    lang: 'ar',
  },
  {
    path: '/caseSearchFormEn',
    title: 'Assistance Request Portal',
    description: 'Submit a request for medical or social assistance to a New Egypt club.',
  },
  {
    path: '/caseFormParts',
    title: 'طلب مساعدة',
    description: 'نموذج طلب المساعدة في أربع خطوات.',
    lang: 'ar',
  },
  {
    path: '/caseFormPartsEn',
    title: 'Assistance Request',
    description: 'The four-step assistance request form.',
  },
  // Issue 22, not in the spec's route table (no path there collides).
  {
    path: '/caseStatus',
    title: 'متابعة طلبك',
    description: 'تابع حالة طلب المساعدة بالرقم المرجعي والرقم القومي.',
    lang: 'ar',
  },
  {
    path: '/caseStatusEn',
    title: 'Follow your request',
    description: 'Follow an assistance request with its reference and national ID.',
  },
] as const satisfies readonly SiteRoute[]

export type SitePath = (typeof siteRoutes)[number]['path']

export function routeInfo(path: SitePath): SiteRoute {
  const found = siteRoutes.find((r) => r.path === path)
  if (!found) throw new Error(`No route ${path} in the route table`)
  return found
}
