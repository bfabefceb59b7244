import Image from 'next/image'
import { MoreLink } from '@/components/content/MoreLink'
import { SERVICES } from '../content'
import styles from './HomeBlocks.module.css'

/** The services block: Breakfast Programme, Food Assistance, Social Works, each to /service-detail. */
export function ServicesBlock() {
  return (
    <section className="section section-alt" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section-title">
          Our Services
        </h2>
        <p className="section-lede">
          Everyday help that families can count on, run by our clubs and volunteers.
        </p>
        <ul className={styles.services}>
          {SERVICES.map((s) => (
            <li key={s.title} className={styles.service}>
              <Image
                src={s.image}
                alt=""
                width={600}
                height={400}
                sizes="(max-width: 800px) 100vw, 380px"
              />
              <h3>{s.title}</h3>
              <p>{s.text}</p>
              <MoreLink href="/service-detail" label="Read More" about={s.title} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
