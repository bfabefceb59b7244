import 'server-only'
import { iso, num, type PanelContext } from '../db.server'
import { allOf, docUrl, listUrl } from '../links'
import { dashboardTexts, type Lang } from '../texts'
import type { Item, PanelData } from '../types'

const articleItem = (r: Record<string, unknown>, at: unknown, lang: Lang): Item => ({
  id: num(r.id),
  title: r.title ? String(r.title) : dashboardTexts(lang).untitledArticle,
  at: iso(at),
  href: docUrl('articles', num(r.id)),
})

/** A version's English title: titles live in _articles_v_locales (decision 0043). */
const EN_VERSION_TITLE = `(SELECT l.version_title FROM _articles_v_locales l
   WHERE l._parent_id = v.id AND l._locale = 'en')`

/** Articles whose latest version is an unpublished draft, the most recently edited first. */
async function drafts({ query, lang }: PanelContext) {
  const rows = await query<Record<string, unknown>>(
    `SELECT v.parent_id AS id, ${EN_VERSION_TITLE} AS title, v.updated_at, count(*) OVER () AS total
     FROM _articles_v v
     WHERE latest AND version__status = 'draft'
     ORDER BY v.updated_at DESC, v.id DESC
     LIMIT 5`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('articles', {
      where: allOf({ _status: { equals: 'draft' } }),
      sort: '-updatedAt',
    }),
    items: rows.map((r) => ({
      ...articleItem(r, r.updated_at, lang),
      meta: dashboardTexts(lang).draft,
    })),
  }
}

/** Publications waiting in Payload's job queue (Schedule Publish), the soonest first. */
async function scheduled({ query, lang }: PanelContext) {
  const rows = await query<Record<string, unknown>>(
    `SELECT (j.input->'doc'->>'value')::int AS id, ${EN_VERSION_TITLE} AS title, j.wait_until,
            count(*) OVER () AS total
     FROM payload_jobs j
     LEFT JOIN _articles_v v ON v.parent_id = (j.input->'doc'->>'value')::int AND v.latest
     WHERE j.task_slug = 'schedulePublish' AND j.completed_at IS NULL
       AND NOT coalesce(j.has_error, false)
       AND j.input->'doc'->>'relationTo' = 'articles'
       AND coalesce(j.input->>'type', 'publish') = 'publish'
     ORDER BY j.wait_until ASC NULLS LAST, j.id ASC
     LIMIT 5`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('articles', { where: allOf({ _status: { equals: 'draft' } }), sort: 'date' }),
    items: rows.map((r) => ({
      ...articleItem(r, r.wait_until, lang),
      meta: dashboardTexts(lang).publishes,
    })),
  }
}

/** The articles published last (by the time of their latest publication). */
async function published({ query, lang }: PanelContext) {
  const rows = await query<Record<string, unknown>>(
    `SELECT p.id, (SELECT l.title FROM articles_locales l
                   WHERE l._parent_id = a.id AND l._locale = 'en') AS title,
            p.published_at, count(*) OVER () AS total
     FROM (SELECT DISTINCT ON (parent_id) parent_id AS id, created_at AS published_at
           FROM _articles_v WHERE version__status = 'published'
           ORDER BY parent_id, created_at DESC) p
     JOIN articles a ON a.id = p.id AND a._status = 'published'
     ORDER BY p.published_at DESC, p.id DESC
     LIMIT 3`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('articles', {
      where: allOf({ _status: { equals: 'published' } }),
      sort: '-date',
    }),
    items: rows.map((r) => ({
      ...articleItem(r, r.published_at, lang),
      meta: dashboardTexts(lang).published,
    })),
  }
}

export async function articleQueue(ctx: PanelContext): Promise<PanelData['articles']> {
  const [d, s, p] = await Promise.all([drafts(ctx), scheduled(ctx), published(ctx)])
  return { drafts: d, scheduled: s, published: p }
}
