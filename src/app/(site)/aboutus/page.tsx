import { PageHero } from '@/components/page/PageHero'
import { AboutView, ClubList } from '@/features/about/components/AboutView'
import { aboutData, aboutUntranslated } from '@/features/about/queries.server'
import { toAboutData } from '@/features/about/shape'
import { orFallback } from '@/features/activities/queries.server'
import { BoardsBrowser } from '@/features/boards/components/BoardsBrowser'
import { boardsInitialState } from '@/features/boards/queries.server'
import { routeMetadata } from '@/lib/metadata'
import { pageTranslator, routeText } from '@/i18n/page-text'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata = routeMetadata('/aboutus')
export const revalidate = 300

/** About us: the about text, the sample counters, the clubs and their boards (spec 000 route table). */
export default async function Page() {
  const [about, boards] = await Promise.all([
    orFallback('the about-us text', aboutData, toAboutData({})),
    boardsInitialState(),
  ])
  const untranslated = await aboutUntranslated(about).catch(() => false)
  const t = pageTranslator('aboutPage')
  return (
    <>
      <PageHero title={routeText('/aboutus').title} lede={routeText('/aboutus').description} />
      <AboutView about={about} untranslated={untranslated} />
      <section className="container section" aria-labelledby="clubs-title">
        <h2 id="clubs-title">{t('clubs')}</h2>
        <ClubList clubs={boards.clubs} />
        <h2 id="about-boards-title">{t('boards')}</h2>
        <PageMessages namespaces={['boards']}>
          <BoardsBrowser initial={boards} />
        </PageMessages>
      </section>
    </>
  )
}
