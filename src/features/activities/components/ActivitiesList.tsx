'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Card, CardGrid } from '@/components/content/Card'
import { ListPager, usePagedList, type PaginatorData } from '@/components/content/ListPager'
import { localisedPath, type Locale } from '@/i18n/locales'
import { cut, imagePath } from '@/lib/format'
import { activityNewsCard } from '../card'
import type { ActivityListItem } from '../shape'
import styles from './activities.module.css'

type Page = { activities: ActivityListItem[]; paginator: PaginatorData }

/**
 * The activities, page by page from `activities?page={n}`. Two presentations:
 * 'list' (/activities: name, excerpt, More Details; the pager only when there
 * is more than one page) and 'news' (/news: tag, name, excerpt cut to 40
 * characters with an ellipsis, Read More; the pager from the server's paginator).
 */
export function ActivitiesList({ initial, variant }: { initial: Page; variant: 'list' | 'news' }) {
  const { items, paginator, loading, go, top } = usePagedList(initial, 'activities')
  const showPager = variant === 'news' || paginator.number_of_pages > 1
  const t = useTranslations('activities')
  const locale = useLocale() as Locale

  return (
    <div ref={top} className={styles.listTop}>
      {loading ? (
        <p role="status" className={styles.loading}>
          {t('loading')}
        </p>
      ) : null}
      {items.length === 0 && !loading ? <p className={styles.empty}>{t('none')}</p> : null}
      <CardGrid>
        {items.map((a) =>
          variant === 'news' ? (
            <Card key={a.id} {...activityNewsCard(a, t('readMore'), locale)} />
          ) : (
            <Card
              key={a.id}
              href={localisedPath(`/activities/${a.slug}`, locale)}
              title={cut(a.name, 55)}
              image={imagePath(a.image)}
              text={cut(a.excerpt, 60)}
              action={t('moreDetails')}
            />
          ),
        )}
      </CardGrid>
      {showPager ? (
        <ListPager
          paginator={paginator}
          loading={loading}
          onPrevious={() => go('previous')}
          onNext={() => go('next')}
          label={t('pages')}
        />
      ) : null}
    </div>
  )
}
