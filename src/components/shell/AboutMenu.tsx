'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { ChevronDownIcon } from './icons'
import { isActive, type NavGroup } from './nav-items'
import header from './SiteHeader.module.css'
import styles from './AboutMenu.module.css'

const DESKTOP = '(min-width: 992px)'

type Props = {
  item: NavGroup
  pathname: string
  /** Called when one of the links is followed (closes the mobile menu). */
  onNavigate: () => void
  /** An item's label in the page's language. */
  labelOf: (label: string) => string
  /** A path in the page's language. */
  hrefOf: (href: string) => string
}

/**
 * Disclosure submenu: a button with aria-expanded controlling a list of links. Click, Enter or
 * Space toggles; Escape closes and returns focus to the button; outside click or focus leaving
 * closes; a mouse hover opens it on wide screens.
 */
export function AboutMenu({ item, pathname, onNavigate, labelOf, hrefOf }: Props) {
  // Remember the path it was opened on, so that it closes by itself after navigation.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const openedByHover = useRef(false)
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const active = isActive(pathname, item)

  const setOpen = (next: boolean, byHover = false) => {
    openedByHover.current = next && byHover
    setOpenAt(next ? pathname : null)
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>('ul a')?.focus())
    }
  }

  const isMouseOnDesktop = (event: PointerEvent) =>
    event.pointerType === 'mouse' && window.matchMedia(DESKTOP).matches

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false)
        }
      }}
      onPointerEnter={(event) => {
        if (!open && isMouseOnDesktop(event)) setOpen(true, true)
      }}
      onPointerLeave={(event) => {
        if (open && openedByHover.current && isMouseOnDesktop(event)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${header.link} ${styles.toggle}${active ? ` ${header.active}` : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        data-active={active ? 'true' : undefined}
        onClick={() => {
          // A click on a menu opened by hovering keeps it open (pins it) instead of closing it.
          if (open && openedByHover.current) openedByHover.current = false
          else setOpen(!open)
        }}
      >
        {labelOf(item.label)}
        <ChevronDownIcon className={styles.caret} />
      </button>
      <ul id={listId} role="list" className={styles.submenu} hidden={!open}>
        {item.children.map((child) => {
          const current = isActive(pathname, child)
          return (
            <li key={child.href}>
              <Link
                href={hrefOf(child.href)}
                className={current ? `${styles.sublink} ${styles.subactive}` : styles.sublink}
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  setOpen(false)
                  onNavigate()
                }}
              >
                {labelOf(child.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}
