import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { legalDocument, TERMS, PRIVACY } from '../legal'
import { textBlocks, uniqueSlugs } from '../text'
import { LegalActions } from './LegalActions'
import styles from './StaticPages.module.css'
import { TextBlocks } from './TextBlocks'
import { PageMessages } from '@/i18n/PageMessages'

const ENGLISH = { terms: TERMS, privacy: PRIVACY }

/**
 * The terms or the privacy policy in the page's language: date, introduction, numbered
 * sections, then Accept, Decline and Print. The anchors are the English headings' in both
 * languages, so a link to a section works on either page.
 */
export function LegalDocumentView({
  which,
  locale,
  label,
}: {
  which: 'terms' | 'privacy'
  locale: Locale
  label: string
}) {
  const doc = locale === 'en' ? ENGLISH[which] : legalDocument(messagesFor(locale).legal[which])
  const anchors = uniqueSlugs(ENGLISH[which].sections.map((s) => s.heading))
  return (
    <div className={styles.legal}>
      <article className={`prose ${styles.doc}`} aria-label={label}>
        <p className={styles.docMeta}>{doc.updated}</p>
        <p>{doc.intro}</p>
        {doc.sections.map((section, i) => (
          <section key={anchors[i]} id={anchors[i]}>
            <h2>
              {i + 1}. {section.heading}
            </h2>
            <TextBlocks blocks={textBlocks(section.body)} />
          </section>
        ))}
      </article>
      <PageMessages namespaces={['legalActions']}>
        <LegalActions />
      </PageMessages>
    </div>
  )
}
