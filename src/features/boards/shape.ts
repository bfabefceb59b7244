import { imageUrl } from '@/lib/media'
import type { Board, BoardMember, Club } from '@/payload-types'

/**
 * The content API's shapes for the boards page (spec 000 section 3):
 * Club (club_id, club_name), Board (id, board: the period label), Board member
 * (fullname, image, bio, job_name: a list whose first item holds job.name).
 */
export interface ClubItem {
  club_id: number
  club_name: string
}
export interface BoardItem {
  id: number
  board: string
}
export interface MemberItem {
  id: number
  fullname: string
  image: string | null
  bio: string | null
  job_name: { job: { name: string } }[]
}

export const toClubItem = (c: Pick<Club, 'id' | 'name'>): ClubItem => ({
  club_id: c.id,
  club_name: c.name,
})

export const toBoardItem = (b: Pick<Board, 'id' | 'period'>): BoardItem => ({
  id: b.id,
  board: b.period,
})

export function toMemberItem(
  m: Pick<BoardMember, 'id' | 'fullname' | 'image' | 'bio' | 'jobRole'>,
  origin: string,
): MemberItem {
  const role = m.jobRole?.trim()
  return {
    id: m.id,
    fullname: m.fullname,
    image: imageUrl(m.image, origin),
    bio: m.bio || null,
    job_name: role ? [{ job: { name: role } }] : [],
  }
}

/** Shown when a member has no role (spec 000 section 2). */
export const NO_ROLE = 'No role specified'

/** A member's role as shown: the first job_name's job.name, or 'No role specified'. */
export function memberRole(m: Pick<MemberItem, 'job_name'>): string {
  return m.job_name[0]?.job?.name?.trim() || NO_ROLE
}

/** The portrait shown when a member has no image or it fails to load. */
export const DEFAULT_AVATAR = '/images/default-avatar.webp'

/** Club and board chosen when the page opens, when they exist (spec 000 section 9). */
export const DEFAULT_CLUB_ID = 11
export const DEFAULT_BOARD_ID = 3

/** Words of a bio shown on a member card before the 4-line clamp (spec 001 section 9). */
export const CARD_BIO_WORDS = 140

/**
 * The boards page on load (spec 000 section 4 "Boards"): club 11 if it
 * exists, then board 3 if it exists for that club; otherwise nothing chosen.
 */
export function initialChoice(
  clubs: readonly ClubItem[],
  boardsOf: (clubId: number) => readonly BoardItem[],
): { clubId: number | null; boardId: number | null } {
  if (!clubs.some((c) => c.club_id === DEFAULT_CLUB_ID)) return { clubId: null, boardId: null }
  const boards = boardsOf(DEFAULT_CLUB_ID)
  return {
    clubId: DEFAULT_CLUB_ID,
    boardId: boards.some((b) => b.id === DEFAULT_BOARD_ID) ? DEFAULT_BOARD_ID : null,
  }
}
