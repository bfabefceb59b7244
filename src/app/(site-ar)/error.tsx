'use client'

/** A page under /ar (or a case screen) whose rendering failed: the same view, in Arabic. */
export { RenderError as default } from '@/components/page/RenderError'
