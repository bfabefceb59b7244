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
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} />
}
