import type { ReactNode } from 'react'
import { OFFICE_TIME_ZONE } from '../periods'
import type { DashboardData, PanelData } from '../types'
import { Count, Figures, Items, Panel } from './Panel'
import styles from './dashboard.module.css'

const today = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

function ArticlesPanel({ data }: { data: PanelData['articles'] }) {
  return (
    <Panel id="articles" title="Articles">
      <h3 className={styles.subTitle}>Drafts</h3>
      <Count list={data.drafts} noun={['draft', 'drafts']} />
      <Items list={data.drafts} empty="No drafts." label="Drafts" />
      <p className={styles.more}>
        <a href={data.drafts.href}>All drafts</a>
      </p>
      <h3 className={styles.subTitle}>Scheduled</h3>
      <Items list={data.scheduled} empty="Nothing scheduled." label="Scheduled" />
      <h3 className={styles.subTitle}>Last published</h3>
      <Items list={data.published} empty="Nothing published yet." label="Last published" />
      <p className={styles.more}>
        <a href={data.published.href}>All published articles</a>
      </p>
    </Panel>
  )
}

/**
 * The back office's first page: what needs the signed-in staff member's
 * attention, only from the panels their roles were given (the data holds no
 * other). Every figure and record is a link to the list or record behind it. `notice` comes
 * first under the heading (the go-live checklist).
 */
export function DashboardView({ data, notice }: { data: DashboardData; notice?: ReactNode }) {
  const p = data.panels
  const none = Object.keys(p).length === 0
  return (
    <div className={styles.dashboard}>
      <header className={styles.header}>
        <h1 className={styles.title}>Welcome, {data.name}</h1>
        <p className={styles.lead}>
          New Egypt Foundation back office · {today.format(new Date(data.generatedAt))} (Cairo time)
        </p>
      </header>
      {notice}
      {none && (
        <p className={styles.empty}>
          Your account has no role with a dashboard yet. The menu lists what you can open; an
          administrator gives roles under Users.
        </p>
      )}
      <div className={styles.grid}>
        {p.gifts && (
          <Panel
            id="gifts"
            title="Gifts"
            href={p.gifts.figures[2]?.href}
            linkText="This month's gifts"
          >
            <Figures figures={p.gifts.figures} unit={['gift', 'gifts']} />
            <p className={styles.note}>
              Paid gifts, refunds left out; net of processing fees; each currency apart.
            </p>
            <h3 className={styles.subTitle}>This month by designation</h3>
            <Figures figures={p.gifts.byDesignation} unit={['gift', 'gifts']} amountNote="given" />
          </Panel>
        )}
        {p.recentGifts && (
          <Panel
            id="recent-gifts"
            title="Last 10 gifts"
            href={p.recentGifts.href}
            linkText="All donations"
          >
            <Items list={p.recentGifts} empty="No gifts yet." />
          </Panel>
        )}
        {p.pausedPlans && (
          <Panel
            id="paused-plans"
            title="Recurring plans paused after failed charges"
            href={p.pausedPlans.href}
            linkText="Open the paused plans"
          >
            <Count list={p.pausedPlans} noun={['paused plan', 'paused plans']} />
            <Items list={p.pausedPlans} empty="No plan is paused." />
          </Panel>
        )}
        {p.expiredStaged && (
          <Panel id="expired-staged" title="Donations never confirmed">
            <Figures figures={p.expiredStaged.figures} unit={['expired code', 'expired codes']} />
            <p className={styles.note}>
              Staged donations whose e-mailed code was never entered. A sudden rise can mean someone
              is testing stolen cards.
            </p>
          </Panel>
        )}
        {p.volunteers && (
          <Panel
            id="volunteers"
            title="New volunteer sign-ups"
            href={p.volunteers.href}
            linkText="All new sign-ups, oldest first"
          >
            <Count list={p.volunteers} noun={['new sign-up', 'new sign-ups']} />
            <Items list={p.volunteers} empty="No new sign-ups." />
          </Panel>
        )}
        {p.messages && (
          <Panel
            id="messages"
            title="Contact messages to answer"
            href={p.messages.href}
            linkText="All unanswered messages, oldest first"
          >
            <Count list={p.messages} noun={['message', 'messages']} />
            <Items list={p.messages} empty="Every message is answered." />
          </Panel>
        )}
        {p.cases && (
          <Panel
            id="cases"
            title="Case requests"
            href={p.cases.oldestNew.href}
            linkText="All new requests, oldest first"
          >
            <Figures figures={p.cases.byStatus} unit={['request', 'requests']} />
            <h3 className={styles.subTitle}>Oldest new requests</h3>
            <Items list={p.cases.oldestNew} empty="No new requests." />
          </Panel>
        )}
        {p.meetings && (
          <Panel
            id="meetings"
            title="Meetings open for voting"
            href={p.meetings.href}
            linkText="All open meetings"
          >
            <Count list={p.meetings} noun={['open meeting', 'open meetings']} />
            <Items list={p.meetings} empty="No meeting is open for voting." />
          </Panel>
        )}
        {p.articles && <ArticlesPanel data={p.articles} />}
        {p.outbox && (
          <Panel id="outbox" title="Outbox" href={p.outbox.href} linkText="Open the outbox">
            <p className={styles.note}>
              No SMTP server is set (SMTP_HOST), so mail is kept here instead of being sent.
            </p>
            <Count list={p.outbox} noun={['mail kept', 'mails kept']} />
            <Items list={p.outbox} empty="The outbox is empty." />
          </Panel>
        )}
      </div>
    </div>
  )
}
