import { romanNumeral, textBlocks, uniqueSlugs, type TextBlock } from './text'

/** The `bylaws` global as stored (or the seed text), loosely typed: staff may leave parts empty. */
export interface BylawsSource {
  title?: string | null
  adopted?: string | null
  preamble?: string | null
  articles?:
    | {
        title?: string | null
        sections?: { heading?: string | null; body?: string | null; english?: boolean }[] | null
      }[]
    | null
}

export interface BylawsSectionView {
  anchor: string
  /** "4.3": article and section numbers. */
  number: string
  heading: string
  blocks: TextBlock[]
  /** The body is the English one: no Arabic yet (decision 0043). */
  english?: boolean
}

export interface BylawsArticleView {
  anchor: string
  /** "IV" */
  numeral: string
  title: string
  sections: BylawsSectionView[]
}

export interface BylawsView {
  title: string
  adopted: string | null
  preamble: TextBlock[]
  articles: BylawsArticleView[]
  /** Some of the text is shown in English on an Arabic page (decision 0043). */
  untranslated?: boolean
}

export const BYLAWS_DEFAULT_TITLE = 'Bylaws'

/**
 * What /bylaws renders: articles numbered I, II … with an anchor made from
 * their title (stable when articles are reordered), sections numbered 1.1 …
 * with an anchor under their article's. Articles without a title and empty
 * sections are left out.
 */
export function toBylawsView(
  source: BylawsSource | null | undefined,
  /** The articles' English titles: both languages' pages share their anchors. */
  anchorTitles?: readonly string[],
): BylawsView {
  const articles = (source?.articles ?? []).filter((a) => a.title?.trim())
  const titles = articles.map((a, i) => anchorTitles?.[i]?.trim() || a.title!.trim())
  const anchors = uniqueSlugs(titles)
  return {
    title: source?.title?.trim() || BYLAWS_DEFAULT_TITLE,
    adopted: source?.adopted?.trim() || null,
    preamble: textBlocks(source?.preamble),
    articles: articles.map((article, i) => {
      const sections = (article.sections ?? []).filter((s) => s.heading?.trim() || s.body?.trim())
      return {
        anchor: anchors[i]!,
        numeral: romanNumeral(i + 1),
        title: article.title!.trim(),
        sections: sections.map((section, j) => ({
          anchor: `${anchors[i]}-${j + 1}`,
          number: `${i + 1}.${j + 1}`,
          heading: section.heading?.trim() ?? '',
          blocks: textBlocks(section.body),
          ...(section.english ? { english: true } : {}),
        })),
      }
    }),
  }
}
