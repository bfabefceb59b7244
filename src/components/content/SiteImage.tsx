import { preload } from 'react-dom'
import { imageProps, type ImageInput } from '@/lib/images/image-props'

/**
 * An image as next/image draws it (the same srcset through Next's image optimizer, lazy unless
 * eager, a preload in the head for the page's largest paint), as a plain <img>: next/image's
 * client component cost every page about 5.5 KB compressed of first-load JavaScript (issue 24,
 * decision 0056). Neither a server nor a client module: it runs where it is drawn.
 */
export function SiteImage(input: ImageInput) {
  const props = imageProps(input)
  if (input.preload) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  // The props left unset stay out: a server component's props are written into the page's data,
  // each unset one as `"fetchPriority":"$undefined"` (decision 0063).
  const set = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined))
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...(set as typeof props)} />
}
