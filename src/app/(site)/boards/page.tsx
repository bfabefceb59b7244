import { PageHero } from '@/components/page/PageHero'
import { BoardsBrowser } from '@/features/boards/components/BoardsBrowser'
import styles from '@/features/boards/components/boards.module.css'
import { boardsInitialState } from '@/features/boards/queries.server'
import { CHAPTER_STRUCTURE, CHAPTER_TEXT } from '@/features/boards/text'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/boards')
export const revalidate = 300

/** 'CHAPTER STRUCTURE': the clubs' boards by period and their members (spec 000 section 2). */
export default async function Page() {
  const initial = await boardsInitialState()
  return (
    <>
      <PageHero title={CHAPTER_STRUCTURE} />
      <div className="container section">
        <div className={styles.explain} data-testid="chapter-text">
          {CHAPTER_TEXT.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <section aria-labelledby="boards-title">
          <h2 id="boards-title">Boards and Members</h2>
          <BoardsBrowser initial={initial} />
        </section>
      </div>
    </>
  )
}
