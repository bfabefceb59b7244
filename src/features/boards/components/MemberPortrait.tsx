'use client'

import { useCallback, useState } from 'react'
import { imagePath } from '@/lib/format'
import { imageProps } from '@/lib/images/image-props'
import { DEFAULT_AVATAR } from '../shape'

/**
 * A member's portrait; the default avatar when there is none or it fails to load. A plain <img>
 * with next/image's attributes (decision 0056: next/image's client code was 4 KB of this page's
 * first load). A portrait that failed before React took over the page fired its error event
 * unheard: the ref finds it broken (loaded, no size) and shows the default as well.
 */
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
  const seeEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && !fallback && img.complete && img.naturalWidth === 0) setFailed(true)
    },
    [fallback],
  )
  const props = imageProps({
    src: fallback ? DEFAULT_AVATAR : path,
    alt: '',
    width: size,
    height: size,
    sizes: `${size}px`,
    loading: lazy ? 'lazy' : 'eager',
    className,
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
    <img
      {...props}
      ref={seeEarlyFailure}
      data-avatar={fallback ? 'default' : 'member'}
      onError={fallback ? undefined : () => setFailed(true)}
    />
  )
}
