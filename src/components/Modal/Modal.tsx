'use client'

import {
  useEffect,
  useEffectEvent,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { useTranslations } from 'next-intl'
import { createPortal } from 'react-dom'
import { returnFocus, trapTabKey } from './focus-trap'
import styles from './Modal.module.css'

export type ModalProps = {
  open: boolean
  /** The spec's 'closed' event: backdrop click, close button, or Escape. */
  onClose: () => void
  labelledBy?: string
  label?: string
  /** The id of the text a screen reader reads after the title (the alert's message). */
  describedBy?: string
  /** 'alertdialog' for a message that interrupts (an error); 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog'
  lockScroll?: boolean
  /** When false, backdrop click and Escape are ignored (e.g. while a request is loading). */
  dismissible?: boolean
  /** Hide the × button (e.g. while a request must not be interrupted). */
  hideCloseButton?: boolean
  className?: string
  children?: ReactNode
}

const noopSubscribe = () => () => {}

/** False on the server and during hydration, true afterwards (portals need document). */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  )
}

/** Open dialogs, innermost last: only the top one handles Escape and Tab. */
const dialogStack: object[] = []

/**
 * The element focused last. A button disabled by its own press (a submit while sending) drops
 * focus to the page before its dialog opens: the dialog still knows where to send it back.
 */
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target
  })
}

function invoker(): HTMLElement | null {
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body) return active
  return lastFocused?.isConnected ? lastFocused : null
}

type DialogOptions = {
  onEscape: () => void
  lockScroll?: boolean
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * Shared dialog behaviour, the one focus rule of every dialog: focus moves in when `active` turns
 * true and stays in (Tab/Shift+Tab are trapped, and focus moved out by a script, such as a form
 * focusing its first invalid field after the dialog opened, is brought back, so Enter cannot
 * submit the form behind it again); Escape calls onEscape; body scroll is optionally locked; when
 * `active` turns false or the dialog unmounts, focus goes back (returnFocus).
 */
export function useDialogBehavior(
  active: boolean,
  ref: RefObject<HTMLElement | null>,
  { onEscape, lockScroll = false, initialFocus }: DialogOptions,
): void {
  const handleEscape = useEffectEvent(onEscape)

  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const token = {}
    dialogStack.push(token)
    const previous = invoker()
    if (!root.contains(document.activeElement)) (initialFocus?.current ?? root).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (dialogStack[dialogStack.length - 1] !== token) return
      if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) {
        event.preventDefault()
        handleEscape()
      } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        if (trapTabKey(root, event.shiftKey)) event.preventDefault()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const onFocusIn = (event: FocusEvent) => {
      if (dialogStack[dialogStack.length - 1] !== token) return
      if (event.target instanceof Node && !root.contains(event.target)) root.focus()
    }
    document.addEventListener('focusin', onFocusIn)

    const body = document.body
    const prevOverflow = body.style.overflow
    const prevPadding = body.style.paddingRight
    if (lockScroll) {
      const scrollbar = window.innerWidth - document.documentElement.clientWidth
      body.style.overflow = 'hidden'
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    }

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      const at = dialogStack.indexOf(token)
      if (at !== -1) dialogStack.splice(at, 1)
      if (lockScroll) {
        body.style.overflow = prevOverflow
        body.style.paddingRight = prevPadding
      }
      returnFocus(previous)
    }
  }, [active, ref, lockScroll, initialFocus])
}

/** Reusable dialog rendered in a portal on document.body; renders nothing while closed. */
export function Modal({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  lockScroll = false,
  dismissible = true,
  hideCloseButton = false,
  className,
  children,
}: ModalProps) {
  const isClient = useIsClient()
  const active = open && isClient
  const t = useTranslations('shell')
  const dialogRef = useRef<HTMLDivElement>(null)
  /** A press that started inside the dialog and ended on the backdrop is not a backdrop click. */
  const pressedInside = useRef(false)

  useDialogBehavior(active, dialogRef, {
    onEscape: () => {
      if (dismissible) onClose()
    },
    lockScroll,
  })

  if (!active) return null

  return createPortal(
    <div
      className={styles.backdrop}
      data-modal-backdrop=""
      onPointerDown={(event) => {
        pressedInside.current = event.target !== event.currentTarget
      }}
      onClick={(event) => {
        const onBackdrop = event.target === event.currentTarget && !pressedInside.current
        pressedInside.current = false
        if (onBackdrop && dismissible) onClose()
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
      >
        {!hideCloseButton && (
          <button
            type="button"
            className={styles.close}
            title={t('close')}
            aria-label={t('close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  )
}
