import { blogs } from './articles-blog'
import { news2025 } from './articles-news-2025'
import { news2026 } from './articles-news-2026'
import type { SeedArticle } from './types'

/** 16 news articles (oldest first) followed by 6 blog posts. */
export const articles: SeedArticle[] = [...news2025, ...news2026, ...blogs]
