import { pageLocale, translator } from '@/i18n/server'
import type { SlideKind } from '../slides'
import { SlideTrack } from './SlideTrack'
import styles from './Slider.module.css'

/**
 * A horizontal slider of the home (news, activities, volunteers). Native scroll snapping, so
 * touch and trackpads work; the arrow buttons move by one slide. No autoplay: people read these
 * at their pace. The page gives the number of cards; the track loads them, with the arrows,
 * when it nears the screen (SlideTrack, decision 0071).
 */
export function Slider({ label, kind, count }: { label: string; kind: SlideKind; count: number }) {
  const locale = pageLocale()
  const t = translator(locale, 'home')
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <SlideTrack
        kind={kind}
        count={count}
        locale={locale}
        labels={{
          // The template itself, its placeholders filled with their own names: the track counts.
          slideOf: t('slideOf', { n: '{n}', total: '{total}' }),
          previous: t('previousOf', { label }),
          next: t('nextOf', { label }),
          loading: t('slidesLoading', { label }),
          failed: t('slidesFailed', { label }),
          retry: t('slidesRetry'),
        }}
      />
    </section>
  )
}
