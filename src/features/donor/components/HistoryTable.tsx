import Link from 'next/link'
import { paidWithShort } from '@/features/donations/gateway/card'
import type { HistoryEntry } from '../history.server'
import { DONOR_TEXTS, type DonorLang } from '../texts'
import styles from './Donor.module.css'

/** The donor's gifts, newest first, with the PDF receipt links and the pager. */
export function HistoryTable({
  lang = 'en',
  entries,
  page,
  pages,
  basePath = '/donor',
}: {
  lang?: DonorLang
  entries: HistoryEntry[]
  page: number
  pages: number
  basePath?: string
}) {
  const t = DONOR_TEXTS[lang]
  if (!entries.length) return <p>{t.noGifts}</p>
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.purposes}</th>
              <th scope="col" className={styles.num}>
                {t.amount}
              </th>
              <th scope="col" className={styles.num}>
                {t.fee}
              </th>
              <th scope="col" className={styles.num}>
                {t.net}
              </th>
              <th scope="col">{t.card}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.receipt}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.key} data-testid="donor-gift">
                <td data-label={t.date}>{e.at.slice(0, 10)}</td>
                <td data-label={t.purposes}>
                  {e.lines.map((l, i) => (
                    <div key={i}>
                      {(lang === 'ar' && l.purposeAr) || l.purpose}
                      {l.designation !== 'general' && ` (${t.designations[l.designation]})`}:{' '}
                      {t.money(l.amountCents, e.currency)}
                    </div>
                  ))}
                </td>
                <td className={styles.num} data-label={t.amount}>
                  {t.money(e.amountCents, e.currency)}
                </td>
                <td className={styles.num} data-label={t.fee}>
                  {t.money(e.feeCents, e.currency)}
                </td>
                <td className={styles.num} data-label={t.net}>
                  {t.money(e.netCents, e.currency)}
                </td>
                <td data-label={t.card}>{paidWithShort(e.brand, e.last4, lang)}</td>
                <td data-label={t.status}>{t.statuses[e.status]}</td>
                <td data-label={t.receipt}>
                  {e.donationId !== null && (
                    <span className={styles.row}>
                      <a href={`/api/donor/receipts/${e.donationId}`} download>
                        {t.pdfEnglish}
                      </a>
                      <a href={`/api/donor/receipts/${e.donationId}?lang=ar`} download>
                        {t.pdfArabic}
                      </a>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t.history}>
          {page > 1 && <Link href={`${basePath}?page=${page - 1}`}>{t.previous}</Link>}
          <span>{t.page(page, pages)}</span>
          {page < pages && <Link href={`${basePath}?page=${page + 1}`}>{t.next}</Link>}
        </nav>
      )}
    </>
  )
}
