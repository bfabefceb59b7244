import { EnglishNotice, englishAttrs } from '@/components/content/EnglishFallback'
import { englishOnArabicPage } from '@/i18n/script'
import { pageLocale, translator } from '@/i18n/server'
import type { BylawsView } from '../bylaws'
import styles from './StaticPages.module.css'
import { TextBlocks } from './TextBlocks'

/** The by-laws: a table of contents linking to each article, then the articles and their sections. */
export function BylawsDocument({ view }: { view: BylawsView }) {
  const locale = pageLocale()
  const t = translator(locale, 'bylaws')
  // Arabic numbers the articles 1, 2, 3 … (Western digits, decision 0039), not I, II, III.
  const numeral = (i: number, roman: string) => (locale === 'ar' ? String(i + 1) : roman)
  const preambleText = view.preamble
    .map((b) => (b.kind === 'p' ? b.text : b.items.join(' ')))
    .join(' ')
  return (
    <div className={styles.docLayout}>
      <nav aria-labelledby="bylaws-toc-title" className={styles.toc}>
        <h2 id="bylaws-toc-title" className={styles.tocTitle}>
          {t('contents')}
        </h2>
        <ol className={styles.tocList}>
          {view.articles.map((article, i) => (
            <li key={article.anchor}>
              <a href={`#${article.anchor}`}>
                {t('article', { numeral: numeral(i, article.numeral), title: article.title })}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={`prose ${styles.doc}`} aria-labelledby="bylaws-title">
        <h2 id="bylaws-title" className={styles.docTitle}>
          {view.title}
        </h2>
        {view.adopted ? <p className={styles.docMeta}>{view.adopted}</p> : null}
        {view.untranslated ? <EnglishNotice locale={locale} /> : null}
        {/* The preamble is English until its Arabic is written: marked so (issue 42 part 5). */}
        <div {...englishAttrs(englishOnArabicPage(locale, preambleText))}>
          <TextBlocks blocks={view.preamble} />
        </div>
        {view.articles.map((article, i) => (
          <section
            key={article.anchor}
            id={article.anchor}
            aria-labelledby={`${article.anchor}-title`}
          >
            <h2 id={`${article.anchor}-title`}>
              {t('article', { numeral: numeral(i, article.numeral), title: article.title })}
            </h2>
            {article.sections.map((section) => (
              <section key={section.anchor} id={section.anchor}>
                <h3>{t('section', { number: section.number, heading: section.heading })}</h3>
                <div {...englishAttrs(Boolean(section.english))}>
                  <TextBlocks blocks={section.blocks} />
                </div>
              </section>
            ))}
            <p className={styles.backToTop}>
              <a href="#bylaws-toc-title">{t('backToContents')}</a>
            </p>
          </section>
        ))}
      </article>
    </div>
  )
}
