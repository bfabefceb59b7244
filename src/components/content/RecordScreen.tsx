import Image from 'next/image'
import { PageHero } from '@/components/page/PageHero'

/**
 * The first version of a content record's screen (article, activity,
 * purpose): title, image and summary, rendered by the server. The content
 * issues replace it with each screen's full layout.
 */
export function RecordScreen(props: {
  title: string
  summary?: string | null
  image?: string | null
  date?: string | null
}) {
  return (
    <article>
      <PageHero title={props.title} />
      <div className="container section prose">
        {props.date ? (
          <p>
            <time dateTime={props.date}>
              {new Date(props.date).toLocaleDateString('en-US', {
                dateStyle: 'full',
                timeZone: 'UTC',
              })}
            </time>
          </p>
        ) : null}
        {props.image ? (
          <Image
            src={props.image}
            alt=""
            width={1200}
            height={800}
            sizes="(max-width: 900px) 100vw, 860px"
            priority
            style={{ width: '100%', height: 'auto', borderRadius: 12 }}
          />
        ) : null}
        {props.summary ? <p className="lede">{props.summary}</p> : null}
      </div>
    </article>
  )
}
