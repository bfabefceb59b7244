'use client'

import { RenderError } from '@/components/page/RenderError'

/** A page under /ar (or a case screen) whose rendering failed: the same view, in Arabic. */
export default RenderError
