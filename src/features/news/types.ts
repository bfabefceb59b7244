/** An item of the news service's lists, as the browser receives it. */
export interface ServiceItem {
  thumbnail: string | null
  date: string
  blog_slug: string | null | undefined
  blog_title: string
  blog_sub_title: string | null
  excerpt: string
  category: string | null | undefined
}
