import Link from 'next/link'
import { CONTACT_DETAILS } from '@/lib/organisation'
import { CASE_STATUS_TEXTS } from '../texts'
import styles from './CaseLanding.module.css'

/** /caseSearchForm: the Arabic case landing (right to left; the layout sets lang and dir). */
export function CaseLandingAr() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className="container">
          <h1>طلب مساعدة لحالة</h1>
          <p className={styles.lede}>
            تستقبل مؤسسة مصر الجديدة طلبات المساعدة من الأسر والأفراد المحتاجين في مصر، وتتابع
            أنديتها كل طلب حتى يصل الدعم إلى صاحبه: علاج مرضى السرطان والقلب والكلى والكبد وغيرها.
          </p>
          <div className={styles.actions}>
            <Link href="/caseFormParts" className="btn btn-primary">
              تقديم طلب جديد
            </Link>
            <Link href="/caseStatus" className="btn btn-outline">
              {CASE_STATUS_TEXTS.ar.landingLink}
            </Link>
            <Link href="/caseSearchFormEn" className="btn btn-outline" hrefLang="en" lang="en">
              English
            </Link>
          </div>
        </div>
      </section>
      <section className="container" aria-labelledby="case-steps-ar">
        <h2 id="case-steps-ar">كيف تحصل على المساعدة؟</h2>
        <ol className={styles.steps}>
          <li>
            <h3>1. املأ النموذج</h3>
            <p>أدخل بياناتك الشخصية وعنوانك وأرفق صورة الحالة والمستندات.</p>
          </li>
          <li>
            <h3>2. المراجعة</h3>
            <p>يراجع فريق النادي الذي اخترته طلبك ويتواصل معك عند الحاجة.</p>
          </li>
          <li>
            <h3>3. المساعدة</h3>
            <p>بعد الموافقة على الطلب نقدّم لك المساعدة المناسبة في أقرب وقت.</p>
          </li>
        </ol>
      </section>
      <section className="container">
        <blockquote className={styles.quote}>
          <p>«وَمَنْ أَحْيَاهَا فَكَأَنَّمَا أَحْيَا النَّاسَ جَمِيعًا»</p>
        </blockquote>
      </section>
    </div>
  )
}

/** /caseSearchFormEn: the English landing 'Assistance Request Portal' (see docs/decisions/0013). */
export function CaseLandingEn() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className="container">
          <p>
            <Link href="/caseSearchForm" hrefLang="ar">
              Back to home
            </Link>
          </p>
          <h1>Assistance Request Portal</h1>
          <p className={styles.lede}>
            Request medical or social assistance from a New Egypt club. We help with cancer, heart,
            kidney, liver and other cases.
          </p>
          <div className={styles.actions}>
            <Link href="/caseFormPartsEn" className="btn btn-primary">
              Submit New Request
            </Link>
            <Link href="/caseStatusEn" className="btn btn-outline">
              {CASE_STATUS_TEXTS.en.landingLink}
            </Link>
            <Link href="/caseSearchForm" className="btn btn-outline" hrefLang="ar" lang="ar">
              العربية
            </Link>
          </div>
        </div>
      </section>
      <section className="container" aria-labelledby="case-steps-en">
        <h2 id="case-steps-en">How it works</h2>
        <ol className={styles.steps}>
          <li>
            <h3>1. Complete the form</h3>
            <p>Fill in your personal and address details and attach a photo of the case.</p>
          </li>
          <li>
            <h3>2. Review by our team</h3>
            <p>The club you chose reviews your request and contacts you if needed.</p>
          </li>
          <li>
            <h3>3. Assistance after approval</h3>
            <p>Once your request is approved, we provide the assistance as soon as we can.</p>
          </li>
        </ol>
      </section>
      <section className="container">
        <div className={styles.columns}>
          <div className={styles.card}>
            <h2>Contact us</h2>
            <p>
              Phone: <a href={CONTACT_DETAILS.phone.href}>{CONTACT_DETAILS.phone.display}</a>
            </p>
            <p>
              Email: <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
            </p>
          </div>
          <figure className={styles.card}>
            <blockquote>
              <p>
                “The club helped my father with his dialysis sessions within weeks of our request.
                We are grateful for their kindness.”
              </p>
            </blockquote>
            <figcaption>— A family from Giza</figcaption>
          </figure>
        </div>
      </section>
    </div>
  )
}
