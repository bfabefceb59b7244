'use client'

import { RenderError } from '@/components/page/RenderError'

/** A page of the English site whose rendering failed (Next's error boundary of the segment). */
export default RenderError
