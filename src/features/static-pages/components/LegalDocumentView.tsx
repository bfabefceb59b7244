import type { LegalDocument } from '../legal'
import { textBlocks, uniqueSlugs } from '../text'
import { LegalActions } from './LegalActions'
import styles from './StaticPages.module.css'
import { TextBlocks } from './TextBlocks'

/** The terms or the privacy policy: date, introduction, numbered sections, then Accept, Decline and Print. */
export function LegalDocumentView({ doc, label }: { doc: LegalDocument; label: string }) {
  const anchors = uniqueSlugs(doc.sections.map((s) => s.heading))
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
      <LegalActions />
    </div>
  )
}
