/** The article about volunteering on the Egyptian day of 6 September 2025 (spec 000 "News article"). */
export const VOLUNTEER_DAY_SLUG = 'egyptian-volunteer-day-6-september-2025'
/** The category of the news service's latest news (spec 000 §7). */
export const GENERAL_NEWS = 'general-news'
export const NEWS_PAGE_SIZE = 9
export const BLOG_PAGE_SIZE = 6
/** Lazy-load threshold of the news list's side thumbnails (spec 000 §9). */
export const LAZY_THRESHOLD = 0.2
