/**
 * A picture already stored at the size it is drawn (the uploads' 400×300 thumbnails, the home's
 * 600 and 800 px service and about pictures, 2–6 KB each), loaded lazily. A plain <img>: the
 * optimizer's srcset would offer five widths of the same small file, about 700 bytes of HTML
 * per picture written twice, in the markup and in React's data (decisions 0063, 0071).
 * Neither a server nor a client module: it runs where it is drawn.
 */
export function SizedImage({ src, width, height }: { src: string; width: number; height: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: no resizing to ask for
  return <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />
}
