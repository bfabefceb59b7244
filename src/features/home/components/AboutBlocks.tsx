import Image from 'next/image'
import { HOME_COUNTER } from '../constants'
import styles from './HomeBlocks.module.css'

type About = {
  missionTitle: string
  missionDescription: string
  messageTitle: string
  messageDescription: string
} | null

/** The two about blocks (mission and message) with the counter 673 (spec 000 "Home page"). */
export function AboutBlocks({ about }: { about: About }) {
  if (!about) return null
  return (
    <section className="section" aria-labelledby="about-title">
      <div className="container">
        <h2 id="about-title" className="visually-hidden">
          About New Egypt
        </h2>
        <div className={styles.about}>
          <div className={styles.aboutImage}>
            <Image
              src="/images/about-1.webp"
              alt=""
              width={800}
              height={600}
              sizes="(max-width: 900px) 100vw, 560px"
            />
            <p className={styles.counter}>
              <strong data-testid="home-counter">{HOME_COUNTER}</strong>
              <span>cases supported</span>
            </p>
          </div>
          <div className={styles.aboutText}>
            <h3>{about.missionTitle}</h3>
            <p>{about.missionDescription}</p>
          </div>
        </div>
        <div className={`${styles.about} ${styles.reverse}`}>
          <div className={styles.aboutImage}>
            <Image
              src="/images/about-2.webp"
              alt=""
              width={800}
              height={600}
              sizes="(max-width: 900px) 100vw, 560px"
            />
          </div>
          <div className={styles.aboutText}>
            <h3>{about.messageTitle}</h3>
            <p>{about.messageDescription}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
