'use client'

import { SiteImage } from '@/components/content/SiteImage'
import { ListPager, usePagedList, type PaginatorData } from '@/components/content/ListPager'
import { imagePath } from '@/lib/format'
import { shortName, type VolunteerListItem } from '../shape'
import styles from './team.module.css'

type Page = { volunteers: VolunteerListItem[]; paginator: PaginatorData }

/**
 * The volunteer team (spec 000 section 2 "Volunteers (team) page"): cards with
 * image, name cut to 3 words and job, from `get-all-volunteers?page={n}`;
 * paging when there is more than one page.
 */
export function TeamList({ initial }: { initial: Page }) {
  const { items, paginator, loading, go, top } = usePagedList(initial, 'volunteers')
  return (
    <div ref={top} className={styles.top}>
      {loading ? (
        <p role="status" className={styles.note}>
          Loading…
        </p>
      ) : null}
      {items.length === 0 && !loading ? <p className={styles.note}>No volunteers yet.</p> : null}
      <ul role="list" className={styles.grid}>
        {items.map((v) => (
          <li key={v.id} className={styles.card} data-testid="volunteer-card">
            <SiteImage
              className={styles.photo}
              src={imagePath(v.image) ?? '/images/default-avatar.webp'}
              alt=""
              width={400}
              height={400}
              sizes="(max-width: 600px) 50vw, 280px"
              loading="lazy"
            />
            <h3 className={styles.name} title={v.fullname_en}>
              {shortName(v.fullname_en)}
            </h3>
            {v.job ? <p className={styles.job}>{v.job}</p> : null}
          </li>
        ))}
      </ul>
      {paginator.number_of_pages > 1 ? (
        <ListPager
          paginator={paginator}
          loading={loading}
          onPrevious={() => go('previous')}
          onNext={() => go('next')}
          label="Volunteer pages"
        />
      ) : null}
    </div>
  )
}
