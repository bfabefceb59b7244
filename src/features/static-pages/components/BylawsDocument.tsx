import { EnglishNotice, englishAttrs } from '@/components/content/EnglishFallback'
import { pageLocale } from '@/i18n/server'
import type { BylawsView } from '../bylaws'
import styles from './StaticPages.module.css'
import { TextBlocks } from './TextBlocks'

/** The by-laws: a table of contents linking to each article, then the articles and their sections. */
export function BylawsDocument({ view }: { view: BylawsView }) {
  return (
    <div className={styles.docLayout}>
      <nav aria-labelledby="bylaws-toc-title" className={styles.toc}>
        <h2 id="bylaws-toc-title" className={styles.tocTitle}>
          Contents
        </h2>
        <ol className={styles.tocList}>
          {view.articles.map((article) => (
            <li key={article.anchor}>
              <a href={`#${article.anchor}`}>
                Article {article.numeral}. {article.title}
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
        {view.untranslated ? <EnglishNotice locale={pageLocale()} /> : null}
        <TextBlocks blocks={view.preamble} />
        {view.articles.map((article) => (
          <section
            key={article.anchor}
            id={article.anchor}
            aria-labelledby={`${article.anchor}-title`}
          >
            <h2 id={`${article.anchor}-title`}>
              Article {article.numeral}. {article.title}
            </h2>
            {article.sections.map((section) => (
              <section key={section.anchor} id={section.anchor}>
                <h3>
                  Section {section.number}. {section.heading}
                </h3>
                <div {...englishAttrs(Boolean(section.english))}>
                  <TextBlocks blocks={section.blocks} />
                </div>
              </section>
            ))}
            <p className={styles.backToTop}>
              <a href="#bylaws-toc-title">Back to contents</a>
            </p>
          </section>
        ))}
      </article>
    </div>
  )
}
