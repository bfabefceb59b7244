'use client'

import { useRef, useState, type KeyboardEvent } from 'react'
import { focusTarget, initialOpen, toggle, type AccordionEntry } from '../accordion'
import styles from './StaticPages.module.css'

/**
 * An accordion of questions: one item open at a time, the first open
 * initially. Each header is a button with aria-expanded and aria-controls;
 * Enter and Space toggle it, the arrow keys, Home and End move between the
 * headers. Used by /faqs and /pricing.
 */
export function Accordion({
  id,
  items,
  headingLevel = 3,
}: {
  /** Prefix of the element ids, unique on the page. */
  id: string
  items: readonly AccordionEntry[]
  headingLevel?: 2 | 3 | 4
}) {
  const ids = items.map((_, i) => `${id}-${i + 1}`)
  const [open, setOpen] = useState(() => initialOpen(ids))
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const Heading = `h${headingLevel}` as const

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = focusTarget(event.key, index, items.length)
    if (target === null) return
    event.preventDefault()
    buttons.current[target]?.focus()
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const itemId = ids[index]!
        const expanded = open === itemId
        return (
          <div key={itemId} className={styles.item} data-open={expanded}>
            <Heading className={styles.itemHeading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el
                }}
                id={`${itemId}-button`}
                type="button"
                className={styles.itemButton}
                aria-expanded={expanded}
                aria-controls={`${itemId}-panel`}
                onClick={() => setOpen((current) => toggle(current, itemId))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <span className={styles.itemIcon} aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={`${itemId}-panel`}
              role="region"
              aria-labelledby={`${itemId}-button`}
              className={styles.itemPanel}
              hidden={!expanded}
            >
              {item.answer.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
