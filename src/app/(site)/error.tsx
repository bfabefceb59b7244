'use client'

/** A page of the English site whose rendering failed (Next's error boundary of the segment). */
export { RenderError as default } from '@/components/page/RenderError'
