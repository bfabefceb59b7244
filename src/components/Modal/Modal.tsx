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
import { trapTabKey } from './focus-trap'
import styles from './Modal.module.css'

export type ModalProps = {
  open: boolean
  /** The spec's 'closed' event: backdrop click, close button, or Escape. */
  onClose: () => void
  labelledBy?: string
  label?: string
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

type DialogOptions = {
  onEscape: () => void
  lockScroll?: boolean
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * Shared dialog behaviour: focus moves in when `active` turns true, Tab/Shift+Tab are trapped,
 * Escape calls onEscape, body scroll is optionally locked, and focus goes back to the element that
 * had it before, when `active` turns false or the dialog unmounts.
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
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
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
      const at = dialogStack.indexOf(token)
      if (at !== -1) dialogStack.splice(at, 1)
      if (lockScroll) {
        body.style.overflow = prevOverflow
        body.style.paddingRight = prevPadding
      }
      if (previous?.isConnected) previous.focus()
    }
  }, [active, ref, lockScroll, initialFocus])
}

/** Reusable dialog rendered in a portal on document.body; renders nothing while closed. */
export function Modal({
  open,
  onClose,
  labelledBy,
  label,
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
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
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
