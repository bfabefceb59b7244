import { PageHero } from '@/components/page/PageHero'
import { BoardsBrowser } from '@/features/boards/components/BoardsBrowser'
import styles from '@/features/boards/components/boards.module.css'
import { boardsInitialState } from '@/features/boards/queries.server'
import { pageTranslator } from '@/i18n/page-text'
import { routeMetadata } from '@/lib/metadata'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata = routeMetadata('/boards')
export const revalidate = 300

/** 'CHAPTER STRUCTURE': the clubs' boards by period and their members (spec 000 section 2). */
export default async function Page() {
  const initial = await boardsInitialState()
  const t = pageTranslator('boards')
  return (
    <>
      <PageHero title={t('title')} />
      <div className="container section">
        <div className={styles.explain} data-testid="chapter-text">
          {(['chapter1', 'chapter2', 'chapter3', 'chapter4'] as const).map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </div>
        <section aria-labelledby="boards-title">
          <h2 id="boards-title">{t('boardsAndMembers')}</h2>
          <PageMessages namespaces={['boards']}>
            <BoardsBrowser initial={initial} />
          </PageMessages>
        </section>
      </div>
    </>
  )
}
