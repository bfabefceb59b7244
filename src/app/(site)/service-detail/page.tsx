import Image from 'next/image'
import Link from 'next/link'
import { PageHero } from '@/components/page/PageHero'
import styles from '@/features/purposes/components/purposes.module.css'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/service-detail')
export const revalidate = 300

/**
 * The three everyday services the home page links to (spec 000 section 2:
 * Breakfast Programme, Food Assistance, Social Works, linking /service-detail).
 * The spec names them only; the descriptions are the foundation's own.
 */
const SERVICES = [
  {
    id: 'breakfast-programme',
    title: 'Breakfast Programme',
    image: '/images/service-breakfast.webp',
    text: [
      'A child who starts the school day hungry cannot learn. In partner primary schools in Cairo, Giza and Upper Egypt, our volunteers serve a simple, healthy breakfast before the first lesson: bread, cheese or beans, fruit and milk.',
      'Teachers tell us that attendance and concentration rise within weeks. The programme also gives mothers one less worry at the start of each day.',
    ],
  },
  {
    id: 'food-assistance',
    title: 'Food Assistance',
    image: '/images/service-food.webp',
    text: [
      'Families chosen after home visits by our social researchers receive a monthly food box with rice, lentils, oil, sugar, tea, pasta and beans, and a larger box with dates during Ramadan.',
      'Widows, families caring for a sick or disabled member and day labourers without steady income come first. A text message tells each family when their box will arrive and who will deliver it.',
    ],
  },
  {
    id: 'social-works',
    title: 'Social Works',
    image: '/images/service-social.webp',
    text: [
      'Our clubs visit elderly people who live alone, repair classrooms and homes, run blood drives and clean-ups, and help families with paperwork for pensions, health insurance and school enrolment.',
      'Social Works is where most volunteers start: a few hours on a Friday, alongside neighbours who want the same thing for their community.',
    ],
  },
] as const

export default function Page() {
  return (
    <>
      <PageHero
        title={routeText('/service-detail').title}
        lede={routeText('/service-detail').description}
      />
      <div className="container section">
        <div className={styles.main}>
          {SERVICES.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className={styles.service}
            >
              <Image
                src={s.image}
                alt=""
                width={600}
                height={400}
                sizes="(max-width: 800px) 100vw, 420px"
                loading={i === 0 ? 'eager' : 'lazy'}
                className={styles.serviceImage}
              />
              <div>
                <h2 id={`${s.id}-title`}>{s.title}</h2>
                {s.text.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
            </section>
          ))}
          <p className={styles.heroActions}>
            <Link className="btn btn-primary" href="/donationServices">
              Donate Now
            </Link>
            <Link className="btn btn-outline" href="/joinUs">
              Join Us
            </Link>
          </p>
        </div>
      </div>
    </>
  )
}
