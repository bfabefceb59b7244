import { pageLocale, translator } from '@/i18n/server'
import type { SlideKind } from '../slides'
import { SliderArrows } from './SliderArrows'
import { SlideTrack } from './SlideTrack'
import styles from './Slider.module.css'

/**
 * A horizontal slider of the home (news, activities, volunteers). Native scroll snapping, so
 * touch and trackpads work; the arrow buttons move by one slide. No autoplay: people read these
 * at their pace. The page gives the number of cards; the track loads them when it nears the
 * screen (SlideTrack, decision 0071).
 */
export function Slider({ label, kind, count }: { label: string; kind: SlideKind; count: number }) {
  const t = translator(pageLocale(), 'home')
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <SlideTrack
        kind={kind}
        count={count}
        labels={{
          // The template itself, its placeholders filled with their own names: the track counts.
          slideOf: t('slideOf', { n: '{n}', total: '{total}' }),
          loading: t('slidesLoading', { label }),
          failed: t('slidesFailed', { label }),
          retry: t('slidesRetry'),
        }}
      />
      {count > 1 ? (
        <SliderArrows
          previous={t('previousOf', { label })}
          next={t('nextOf', { label })}
          className={styles.controls}
          arrowClassName={styles.arrow}
        />
      ) : null}
    </section>
  )
}
