import { SiteImage } from '@/components/content/SiteImage'
import Link from 'next/link'
import { PageHero } from '@/components/page/PageHero'
import styles from '@/features/purposes/components/purposes.module.css'
import { routeMetadata } from '@/lib/metadata'
import { localisedPath } from '@/i18n/locales'
import { routeText } from '@/i18n/page-text'
import { pageLocale, translator } from '@/i18n/server'

export const metadata = routeMetadata('/service-detail')
export const revalidate = 300

/**
 * The three everyday services the home page links to (spec 000 section 2:
 * Breakfast Programme, Food Assistance, Social Works, linking /service-detail).
 * The spec names them only; the descriptions are the foundation's own, in both languages.
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
    ar: {
      title: 'برنامج الإفطار',
      text: [
        'الطفل الذي يبدأ يومه الدراسي جائعًا لا يستطيع أن يتعلم. في المدارس الابتدائية الشريكة في القاهرة والجيزة وصعيد مصر، يقدّم متطوعونا إفطارًا بسيطًا وصحيًا قبل الحصة الأولى: خبز وجبن أو فول وفاكهة وحليب.',
        'يخبرنا المعلمون أن الحضور والتركيز يرتفعان خلال أسابيع. ويرفع البرنامج عن الأمهات همًّا واحدًا في بداية كل يوم.',
      ],
    },
  },
  {
    id: 'food-assistance',
    title: 'Food Assistance',
    image: '/images/service-food.webp',
    text: [
      'Families chosen after home visits by our social researchers receive a monthly food box with rice, lentils, oil, sugar, tea, pasta and beans, and a larger box with dates during Ramadan.',
      'Widows, families caring for a sick or disabled member and day labourers without steady income come first. A text message tells each family when their box will arrive and who will deliver it.',
    ],
    ar: {
      title: 'المساعدات الغذائية',
      text: [
        'تتسلّم الأسر التي يختارها باحثونا الاجتماعيون بعد زيارات منزلية كرتونة غذائية شهرية فيها أرز وعدس وزيت وسكر وشاي ومكرونة وفول، وكرتونة أكبر فيها تمر في شهر رمضان.',
        'تأتي في المقدمة الأرامل، والأسر التي ترعى فردًا مريضًا أو من ذوي الإعاقة، وعمال اليومية بلا دخل ثابت. وتصل كل أسرة رسالة نصية تخبرها بموعد وصول كرتونتها ومن سيسلّمها.',
      ],
    },
  },
  {
    id: 'social-works',
    title: 'Social Works',
    image: '/images/service-social.webp',
    text: [
      'Our clubs visit elderly people who live alone, repair classrooms and homes, run blood drives and clean-ups, and help families with paperwork for pensions, health insurance and school enrolment.',
      'Social Works is where most volunteers start: a few hours on a Friday, alongside neighbours who want the same thing for their community.',
    ],
    ar: {
      title: 'الأعمال الاجتماعية',
      text: [
        'تزور أنديتنا كبار السن الذين يعيشون وحدهم، وترمّم الفصول والبيوت، وتنظّم حملات التبرع بالدم والنظافة، وتساعد الأسر في أوراق المعاشات والتأمين الصحي والقيد في المدارس.',
        'الأعمال الاجتماعية هي البداية لمعظم متطوعينا: ساعات قليلة يوم الجمعة، جنبًا إلى جنب مع جيران يريدون لمجتمعهم ما يريدونه.',
      ],
    },
  },
] as const

export default function Page() {
  const locale = pageLocale()
  const t = translator(locale, 'purposes')
  const services = SERVICES.map((s) => (locale === 'ar' ? { ...s, ...s.ar } : s))
  return (
    <>
      <PageHero
        title={routeText('/service-detail').title}
        lede={routeText('/service-detail').description}
      />
      <div className="container section">
        <div className={styles.main}>
          {services.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className={styles.service}
            >
              <SiteImage
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
            <Link className="btn btn-primary" href={localisedPath('/donationServices', locale)}>
              {t('donateNow')}
            </Link>
            <Link className="btn btn-outline" href={localisedPath('/joinUs', locale)}>
              {t('joinUs')}
            </Link>
          </p>
        </div>
      </div>
    </>
  )
}
