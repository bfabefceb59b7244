'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { Modal } from '@/components/Modal/Modal'
import { englishOnArabicPage } from '@/i18n/script'
import { cutWords } from '@/lib/format'
import {
  CARD_BIO_WORDS,
  NO_ROLE,
  memberRole,
  type BoardItem,
  type ClubItem,
  type MemberItem,
} from '../shape'
import styles from './boards.module.css'
import { MemberPortrait } from './MemberPortrait'

export interface BoardsState {
  clubs: ClubItem[]
  clubId: number | null
  boards: BoardItem[]
  boardId: number | null
  members: MemberItem[]
}

async function getData<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return ((await res.json()) as { data: T }).data
}

/**
 * The clubs, their boards by period and the members (spec 000 sections 2 and
 * 4 "Boards"). The server renders the state on load (club 11, board 3 and its
 * members when they exist); changing the club reloads its boards and clears
 * the members; changing the period loads that board's members; the empty club
 * option clears boards and members. Failures are logged and give empty lists.
 */
export function BoardsBrowser({ initial }: { initial: BoardsState }) {
  const id = useId()
  const t = useTranslations('boards')
  const [clubId, setClubId] = useState(initial.clubId)
  const [boards, setBoards] = useState(initial.boards)
  const [boardId, setBoardId] = useState(initial.boardId)
  const [members, setMembers] = useState(initial.members)
  const [loading, setLoading] = useState<'boards' | 'members' | null>(null)
  const [open, setOpen] = useState<MemberItem | null>(null)
  /** Only the latest request may change the page (the visitor may change choices quickly). */
  const latest = useRef(0)

  async function chooseClub(value: string) {
    const request = ++latest.current
    setBoardId(null)
    setMembers([])
    setBoards([])
    if (value === '') {
      setClubId(null)
      setLoading(null)
      return
    }
    const club = Number(value)
    setClubId(club)
    setLoading('boards')
    try {
      const data = await getData<BoardItem[]>(`/api/content/boards/${club}`)
      if (request === latest.current) setBoards(data)
    } catch (error) {
      console.error('Loading the boards failed:', error)
      if (request === latest.current) setBoards([])
    } finally {
      if (request === latest.current) setLoading(null)
    }
  }

  async function choosePeriod(value: string) {
    const request = ++latest.current
    setMembers([])
    if (value === '' || clubId === null) {
      setBoardId(null)
      setLoading(null)
      return
    }
    const board = Number(value)
    setBoardId(board)
    setLoading('members')
    try {
      const data = await getData<{ members: MemberItem[] }>(
        `/api/content/board-members/${clubId}/${board}`,
      )
      if (request === latest.current) setMembers(data.members)
    } catch (error) {
      console.error('Loading the board members failed:', error)
      if (request === latest.current) setMembers([])
    } finally {
      if (request === latest.current) setLoading(null)
    }
  }

  let message: string | null = null
  if (loading === null) {
    if (clubId === null) message = t('chooseClub')
    else if (boards.length === 0) message = t('noBoards')
    else if (boardId === null) message = t('choosePeriod')
    else if (members.length === 0) message = t('noMembers')
  }

  return (
    <div className={styles.browser}>
      <div className={styles.filters}>
        <div className="form-group">
          <label htmlFor={`${id}-club`}>{t('selectClub')}</label>
          <select
            id={`${id}-club`}
            className="form-control"
            value={clubId ?? ''}
            onChange={(e) => void chooseClub(e.target.value)}
          >
            <option value="">{t('selectClubPlaceholder')}</option>
            {initial.clubs.map((c) => (
              <option key={c.club_id} value={c.club_id}>
                {c.club_name}
              </option>
            ))}
          </select>
        </div>
        {clubId !== null ? (
          <div className="form-group">
            <label htmlFor={`${id}-period`}>{t('selectPeriod')}</label>
            <select
              id={`${id}-period`}
              className="form-control"
              value={boardId ?? ''}
              onChange={(e) => void choosePeriod(e.target.value)}
              disabled={loading === 'boards'}
            >
              <option value="">{t('selectPeriodPlaceholder')}</option>
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.board}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {loading ? (
        <p role="status" className={styles.message}>
          {t('loading')}
        </p>
      ) : null}
      {message ? (
        <p className={styles.message} data-testid="boards-message">
          {message}
        </p>
      ) : null}

      {members.length > 0 ? (
        <ul role="list" className={styles.grid} aria-label={t('members')}>
          {members.map((m) => (
            <li key={m.id}>
              <MemberCard member={m} onOpen={() => setOpen(m)} />
            </li>
          ))}
        </ul>
      ) : null}

      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy={`${id}-member`}
        lockScroll
        className={styles.modal}
      >
        {open ? (
          <div className={styles.modalBody} data-testid="member-modal">
            <MemberPortrait
              key={open.image ?? 'none'}
              src={open.image}
              size={240}
              lazy={false}
              className={styles.modalPortrait}
            />
            <h2 id={`${id}-member`} className={styles.modalName} dir="auto">
              {open.fullname}
            </h2>
            <p className={styles.role}>{roleText(memberRole(open), t('noRole'))}</p>
            {open.bio ? <Bio text={open.bio} className={styles.fullBio} /> : null}
          </div>
        ) : null}
      </Modal>
    </div>
  )
}

/** A member card: portrait, full name, role, bio clamped to 4 lines, 'see more'. */
function MemberCard({ member, onOpen }: { member: MemberItem; onOpen: () => void }) {
  const t = useTranslations('boards')
  return (
    <article className={styles.card} onClick={onOpen} data-testid="member-card">
      <MemberPortrait
        key={member.image ?? 'none'}
        src={member.image}
        size={160}
        className={styles.portrait}
      />
      <h3 className={styles.name} dir="auto">
        {member.fullname}
      </h3>
      <p className={styles.role}>{roleText(memberRole(member), t('noRole'))}</p>
      {member.bio ? (
        <Bio text={cutWords(member.bio, CARD_BIO_WORDS)} className={styles.bio} />
      ) : null}
      <button
        type="button"
        className={styles.more}
        aria-haspopup="dialog"
        aria-label={t('seeMoreAbout', { name: member.fullname })}
        onClick={(e) => {
          e.stopPropagation()
          onOpen()
        }}
      >
        {t('seeMore')}
      </button>
    </article>
  )
}

/**
 * A bio. On an Arabic page a bio without an Arabic letter is the English one (no Arabic written
 * yet): a short Arabic note says so and the text is marked English, left to right (issue 42
 * part 5; its clamped end had the ellipsis at the start of the line). Otherwise dir=auto.
 */
function Bio({ text, className }: { text: string; className?: string }) {
  const t = useTranslations('boards')
  const english = englishOnArabicPage(useLocale(), text)
  if (!english)
    return (
      <p className={className} dir="auto">
        {text}
      </p>
    )
  return (
    <>
      <p className={styles.englishNote}>{t('englishBio')}</p>
      <p className={className} lang="en" dir="ltr">
        {text}
      </p>
    </>
  )
}

/** 'No role specified' in the page's language; a role given by the content as it is. */
function roleText(role: string, noRole: string): string {
  return role === NO_ROLE ? noRole : role
}
