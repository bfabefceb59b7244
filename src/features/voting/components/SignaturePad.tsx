'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { TextField } from '@/components/form/fields'
import styles from './VoteWizard.module.css'

export const PAD_WIDTH = 600
export const PAD_HEIGHT = 200

/**
 * The signature pad (spec 001 §2, §9): a 600x200 canvas, black 3 px line on
 * white, drawn with pointer events (mouse, pen and touch), initialised 100 ms
 * after render. Without a pointer (keyboard, switch access) the member types their name
 * instead: it is written on the pad, so the server receives the same PNG either way.
 */
export function SignaturePad({
  canvasRef,
  signed,
  onSignedChange,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>
  signed: boolean
  onSignedChange: (signed: boolean) => void
}) {
  const t = useTranslations('voteWizard')
  const drawing = useRef(false)
  const typedId = useId()
  const [typed, setTyped] = useState('')

  const reset = () => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, canvas.width, canvas.height)
    ctx.strokeStyle = '#000000'
    ctx.lineWidth = 3
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
  }

  /** Writes the typed name across the pad, in place of any drawing. */
  const writeName = (name: string) => {
    reset()
    const ctx = canvasRef.current?.getContext('2d')
    if (!ctx || !name.trim()) return
    ctx.fillStyle = '#000000'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = 'italic 48px "Segoe Script", "Brush Script MT", cursive, serif'
    ctx.fillText(name.trim(), PAD_WIDTH / 2, PAD_HEIGHT / 2, PAD_WIDTH - 40)
  }

  useEffect(() => {
    const timer = window.setTimeout(reset, 100)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget
    const rect = canvas.getBoundingClientRect()
    return {
      x: ((event.clientX - rect.left) * canvas.width) / rect.width,
      y: ((event.clientY - rect.top) * canvas.height) / rect.height,
    }
  }

  return (
    <div className={styles.signature}>
      <canvas
        ref={canvasRef}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        className={styles.canvas}
        role="img"
        aria-label={t('signaturePad')}
        data-testid="signature-pad"
        onPointerDown={(event) => {
          const ctx = event.currentTarget.getContext('2d')
          if (!ctx) return
          if (typed) setTyped('')
          try {
            // Keeps the stroke when the finger or mouse leaves the canvas.
            event.currentTarget.setPointerCapture(event.pointerId)
          } catch {
            // Not an active pointer (synthetic events): draw without capture.
          }
          drawing.current = true
          const { x, y } = point(event)
          ctx.beginPath()
          ctx.moveTo(x, y)
          ctx.lineTo(x + 0.01, y)
          ctx.stroke()
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return
          const ctx = event.currentTarget.getContext('2d')
          if (!ctx) return
          const { x, y } = point(event)
          ctx.lineTo(x, y)
          ctx.stroke()
          if (!signed) onSignedChange(true)
        }}
        onPointerUp={() => {
          if (drawing.current && !signed) onSignedChange(true)
          drawing.current = false
        }}
        onPointerCancel={() => {
          drawing.current = false
        }}
      />
      <TextField
        id={typedId}
        label={t('typedSignature')}
        type="text"
        autoComplete="name"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value)
          writeName(event.target.value)
          onSignedChange(event.target.value.trim().length > 0)
        }}
      />
      <div className={styles.signatureBar}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            reset()
            setTyped('')
            onSignedChange(false)
          }}
        >
          {t('clearSignature')}
        </button>
        {signed ? (
          <span className={styles.signed} data-testid="signature-provided">
            ✓ {t('signatureProvided')}
          </span>
        ) : null}
      </div>
    </div>
  )
}
