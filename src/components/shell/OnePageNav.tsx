'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { scrollBehavior } from './motion'
import { ONE_PAGE_SECTIONS, type PageSection } from './nav-items'
import styles from './OnePageNav.module.css'

type Props = {
  sections?: readonly PageSection[]
  /** Accessible name of the nav landmark. */
  label?: string
}

/**
 * Single-page variant of the nav: in-page links that scroll smoothly to the sections and
 * highlight the section in view (IntersectionObserver).
 */
export function OnePageNav({ sections = ONE_PAGE_SECTIONS, label = 'Page sections' }: Props) {
  const [activeId, setActiveId] = useState(sections[0]?.id ?? '')
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const targets = sections
      .map((section) => document.getElementById(section.id))
      .filter((el): el is HTMLElement => el !== null)
    if (targets.length === 0) return
    const inView = new Set<string>()
    // A thin band a little above the middle of the viewport decides which section is current.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id)
          else inView.delete(entry.target.id)
        }
        const first = sections.find((section) => inView.has(section.id))
        if (first) setActiveId(first.id)
      },
      { rootMargin: '-40% 0px -55% 0px' },
    )
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [sections])

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    const nav = navRef.current
    const offset = nav ? nav.offsetHeight + (parseFloat(getComputedStyle(nav).top) || 0) : 0
    const top = target.getBoundingClientRect().top + window.scrollY - offset
    window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() })
    window.history.replaceState(window.history.state, '', `#${id}`)
    setActiveId(id)
    // Move keyboard and screen-reader focus to the section too.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <ul role="list" className={`container ${styles.list}`}>
        {sections.map((section) => {
          const current = section.id === activeId
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={current ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => goTo(event, section.id)}
              >
                {section.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
