import type { ReactNode } from 'react'
import { intlLocale } from '@/i18n/format'
import { OFFICE_TIME_ZONE } from '../periods'
import { dashboardTexts, type Lang } from '../texts'
import type { DashboardData, PanelData } from '../types'
import { Count, Figures, Items, Panel } from './Panel'
import styles from './dashboard.module.css'

/** "Wednesday, 11 March 2026" / «الأربعاء، 11 مارس 2026» (Arabic month names, Western digits). */
const todayFormats: Record<Lang, Intl.DateTimeFormat> = Object.fromEntries(
  (['en', 'ar'] as const).map((lang) => [
    lang,
    new Intl.DateTimeFormat(lang === 'ar' ? intlLocale('ar') : 'en-GB', {
      timeZone: OFFICE_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>

function ArticlesPanel({ data, lang }: { data: PanelData['articles']; lang: Lang }) {
  const t = dashboardTexts(lang)
  return (
    <Panel id="articles" title={t.articles} lang={lang}>
      <h3 className={styles.subTitle}>{t.drafts}</h3>
      <Count list={data.drafts} noun="draft" lang={lang} />
      <Items list={data.drafts} empty={t.noDrafts} label={t.drafts} lang={lang} />
      <p className={styles.more}>
        <a href={data.drafts.href}>{t.allDrafts}</a>
      </p>
      <h3 className={styles.subTitle}>{t.scheduled}</h3>
      <Items list={data.scheduled} empty={t.noScheduled} label={t.scheduled} lang={lang} />
      <h3 className={styles.subTitle}>{t.lastPublished}</h3>
      <Items list={data.published} empty={t.noPublished} label={t.lastPublished} lang={lang} />
      <p className={styles.more}>
        <a href={data.published.href}>{t.allPublished}</a>
      </p>
    </Panel>
  )
}

/**
 * The back office's first page: what needs the signed-in staff member's
 * attention, only from the panels their roles were given (the data holds no
 * other). Every figure and record is a link to the list or record behind it. `notice` comes
 * first under the heading (the go-live checklist). In the admin's language (`lang`, Payload's
 * i18n): Arabic reads right to left (issue 46 item 5).
 */
export function DashboardView({
  data,
  notice,
  lang = 'en',
}: {
  data: DashboardData
  notice?: ReactNode
  lang?: Lang
}) {
  const p = data.panels
  const t = dashboardTexts(lang)
  const none = Object.keys(p).length === 0
  return (
    <div className={styles.dashboard} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.welcome(data.name)}</h1>
        <p className={styles.lead}>
          {t.lead(todayFormats[lang].format(new Date(data.generatedAt)))}
        </p>
      </header>
      {notice}
      {none && <p className={styles.empty}>{t.noRole}</p>}
      <div className={styles.grid}>
        {p.gifts && (
          <Panel
            id="gifts"
            title={t.gifts}
            href={p.gifts.figures[2]?.href}
            linkText={t.giftsLink}
            lang={lang}
          >
            <Figures figures={p.gifts.figures} unit="gift" lang={lang} />
            <p className={styles.note}>{t.giftsNote}</p>
            <h3 className={styles.subTitle}>{t.byDesignation}</h3>
            <Figures figures={p.gifts.byDesignation} unit="gift" lang={lang} amountNote={t.given} />
          </Panel>
        )}
        {p.recentGifts && (
          <Panel
            id="recent-gifts"
            title={t.recentGifts}
            href={p.recentGifts.href}
            linkText={t.recentGiftsLink}
            lang={lang}
          >
            <Items list={p.recentGifts} empty={t.noGifts} lang={lang} />
          </Panel>
        )}
        {p.pausedPlans && (
          <Panel
            id="paused-plans"
            title={t.pausedPlans}
            href={p.pausedPlans.href}
            linkText={t.pausedPlansLink}
            lang={lang}
          >
            <Count list={p.pausedPlans} noun="pausedPlan" lang={lang} />
            <Items list={p.pausedPlans} empty={t.noPausedPlan} lang={lang} />
          </Panel>
        )}
        {p.expiredStaged && (
          <Panel id="expired-staged" title={t.expiredStaged} lang={lang}>
            <Figures figures={p.expiredStaged.figures} unit="expiredCode" lang={lang} />
            <p className={styles.note}>{t.expiredStagedNote}</p>
          </Panel>
        )}
        {p.volunteers && (
          <Panel
            id="volunteers"
            title={t.volunteers}
            href={p.volunteers.href}
            linkText={t.volunteersLink}
            lang={lang}
          >
            <Count list={p.volunteers} noun="signUp" lang={lang} />
            <Items list={p.volunteers} empty={t.noSignUps} lang={lang} />
          </Panel>
        )}
        {p.messages && (
          <Panel
            id="messages"
            title={t.messages}
            href={p.messages.href}
            linkText={t.messagesLink}
            lang={lang}
          >
            <Count list={p.messages} noun="message" lang={lang} />
            <Items list={p.messages} empty={t.noMessages} lang={lang} />
          </Panel>
        )}
        {p.cases && (
          <Panel
            id="cases"
            title={t.cases}
            href={p.cases.oldestNew.href}
            linkText={t.casesLink}
            lang={lang}
          >
            <Figures figures={p.cases.byStatus} unit="request" lang={lang} />
            <h3 className={styles.subTitle}>{t.oldestNew}</h3>
            <Items list={p.cases.oldestNew} empty={t.noRequests} lang={lang} />
          </Panel>
        )}
        {p.meetings && (
          <Panel
            id="meetings"
            title={t.meetings}
            href={p.meetings.href}
            linkText={t.meetingsLink}
            lang={lang}
          >
            <Count list={p.meetings} noun="openMeeting" lang={lang} />
            <Items list={p.meetings} empty={t.noMeetings} lang={lang} />
          </Panel>
        )}
        {p.articles && <ArticlesPanel data={p.articles} lang={lang} />}
        {p.outbox && (
          <Panel
            id="outbox"
            title={t.outbox}
            href={p.outbox.href}
            linkText={t.outboxLink}
            lang={lang}
          >
            <p className={styles.note}>{t.outboxNote}</p>
            <Count list={p.outbox} noun="mailKept" lang={lang} />
            <Items list={p.outbox} empty={t.outboxEmpty} lang={lang} />
          </Panel>
        )}
      </div>
    </div>
  )
}
