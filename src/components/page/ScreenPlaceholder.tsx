import { routeInfo, type SitePath } from '@/lib/routes'
import { PageHero } from './PageHero'

/**
 * A screen of the route table whose full content another issue builds: it
 * already answers with its title and description, inside the site shell.
 */
export function ScreenPlaceholder({
  path,
  children,
}: {
  path: SitePath
  children?: React.ReactNode
}) {
  const r = routeInfo(path)
  return (
    <>
      <PageHero title={r.title} lede={r.description} dir={r.lang === 'ar' ? 'rtl' : undefined} />
      <div className="container section">{children}</div>
    </>
  )
}
