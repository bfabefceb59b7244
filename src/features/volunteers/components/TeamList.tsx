'use client'

import { SiteImage } from '@/components/content/SiteImage'
import { ListPager, usePagedList, type PaginatorData } from '@/components/content/ListPager'
import { imagePath } from '@/lib/format'
import { shortName, type VolunteerListItem } from '../shape'
import styles from './team.module.css'

type Page = { volunteers: VolunteerListItem[]; paginator: PaginatorData }

/** The list's own words, in the page's language (given by the page: a client list). */
export interface TeamListTexts {
  loading: string
  none: string
  pages: string
}

/**
 * The volunteer team (spec 000 section 2 "Volunteers (team) page"): cards with
 * image, name cut to 3 words and job, from `get-all-volunteers?page={n}`;
 * paging when there is more than one page.
 */
export function TeamList({ initial, texts }: { initial: Page; texts: TeamListTexts }) {
  const { items, paginator, loading, go, top } = usePagedList(initial, 'volunteers')
  return (
    <div ref={top} className={styles.top}>
      {loading ? (
        <p role="status" className={styles.note}>
          {texts.loading}
        </p>
      ) : null}
      {items.length === 0 && !loading ? <p className={styles.note}>{texts.none}</p> : null}
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
            {/* Names are stored in Latin letters only (fullname_en): marked so on Arabic pages. */}
            <h3 className={styles.name} title={v.fullname_en} lang="en">
              <bdi lang="en">{shortName(v.fullname_en)}</bdi>
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
          label={texts.pages}
        />
      ) : null}
    </div>
  )
}
