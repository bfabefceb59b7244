'use client'

import { useRef } from 'react'
import { scrollBehavior } from '@/components/shell/motion'

/**
 * The previous/next buttons of a Slider, its only client code. They move the slider's track
 * (the <ul> beside them) by one slide. Next goes towards the end of the line: leftwards in a
 * right-to-left page, read from the track's computed direction.
 */
export function SliderArrows({
  previous,
  next,
  className,
  arrowClassName,
}: {
  previous: string
  next: string
  className?: string
  arrowClassName?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  const move = (direction: 1 | -1) => {
    const track = box.current?.parentElement?.querySelector('ul')
    const first = track?.firstElementChild as HTMLElement | null | undefined
    if (!track || !first) return
    const towardsEnd = getComputedStyle(track).direction === 'rtl' ? -1 : 1
    track.scrollBy({
      left: towardsEnd * direction * (first.offsetWidth + 24),
      behavior: scrollBehavior(),
    })
  }
  return (
    <div ref={box} className={className}>
      <button
        type="button"
        className={arrowClassName}
        aria-label={previous}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true" className="flip-rtl">
          ‹
        </span>
      </button>
      <button type="button" className={arrowClassName} aria-label={next} onClick={() => move(1)}>
        <span aria-hidden="true" className="flip-rtl">
          ›
        </span>
      </button>
    </div>
  )
}
