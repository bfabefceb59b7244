'use client'

import Image from 'next/image'
import { useState } from 'react'
import { imagePath } from '@/lib/format'
import { DEFAULT_AVATAR } from '../shape'

/** A member's portrait; the default avatar when there is none or it fails to load. */
export function MemberPortrait({
  src,
  size,
  className,
  lazy = true,
}: {
  src: string | null
  size: number
  className?: string
  lazy?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const path = imagePath(src)
  const fallback = !path || failed
  return (
    <Image
      className={className}
      src={fallback ? DEFAULT_AVATAR : path}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      loading={lazy ? 'lazy' : 'eager'}
      data-avatar={fallback ? 'default' : 'member'}
      onError={fallback ? undefined : () => setFailed(true)}
    />
  )
}
