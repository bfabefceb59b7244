import type { GlobalConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { revalidateGlobalOnChange } from '@/lib/cache/revalidate'

const EMBED =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+/
/** A video file the site itself serves (public/video/), e.g. the demo's /video/our-story.mp4. */
export const SITE_VIDEO = /^\/video\/[\w-]+\.(mp4|webm)$/

/** Settings of the home page that staff change (the hero's video). */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  admin: { group: 'Content' },
  access: { read: () => true, update: rolesAccess('editor') },
  hooks: revalidateGlobalOnChange,
  fields: [
    {
      name: 'heroVideoUrl',
      type: 'text',
      label: 'Hero video (embed address)',
      admin: {
        description:
          "The video the hero's play button opens: a YouTube or Vimeo embed address, e.g. https://www.youtube-nocookie.com/embed/VIDEO_ID, or a video of the site such as /video/our-story.mp4 (the demo's). Leave empty to hide the button.",
      },
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && (EMBED.test(value) || SITE_VIDEO.test(value)))
          ? true
          : 'Use a YouTube (youtube-nocookie.com/embed/…) or Vimeo (player.vimeo.com/video/…) embed address, or a video of the site (/video/….mp4).',
    },
  ],
}
