import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs } from '@/lib/content-locale.server'
import { allInOrder } from '@/lib/all-in-order'
import { siteUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'
import {
  DEFAULT_CLUB_ID,
  initialChoice,
  toBoardItem,
  toClubItem,
  toMemberItem,
  type BoardItem,
  type ClubItem,
  type MemberItem,
} from './shape'

/** `get-clubs`: every club, by name. */
export async function clubItems(locale?: Locale): Promise<ClubItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'clubs',
    select: { name: true },
    sort: ['name', 'id'],
    limit: 0,
    pagination: false,
    depth: 0,
    ...localeArgs(locale),
  })
  return docs.map(toClubItem)
}

/** `boards/{clubId}`: the boards (periods) of a club, oldest first; null for an unknown club. */
export async function boardItems(clubId: number): Promise<BoardItem[] | null> {
  const payload = await payloadClient()
  const club = await payload.count({ collection: 'clubs', where: { id: { equals: clubId } } })
  if (club.totalDocs === 0) return null
  const { docs } = await payload.find({
    collection: 'boards',
    where: { club: { equals: clubId } },
    select: { period: true },
    sort: ['period', 'id'],
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map(toBoardItem)
}

/**
 * `board-members/{clubId}/{boardId}`: the members of a board of that club, in
 * the order staff gave them; null when the club has no such board.
 */
export async function memberItems(
  clubId: number,
  boardId: number,
  locale?: Locale,
): Promise<MemberItem[] | null> {
  const payload = await payloadClient()
  const board = await payload.count({
    collection: 'boards',
    where: { and: [{ id: { equals: boardId } }, { club: { equals: clubId } }] },
  })
  if (board.totalDocs === 0) return null
  const { docs } = await payload.find({
    collection: 'board-members',
    where: { boards: { in: [boardId] } },
    select: { fullname: true, jobRole: true, bio: true, image: true },
    ...allInOrder(),
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return docs.map((m) => toMemberItem(m, origin))
}

export interface BoardsInitialState {
  clubs: ClubItem[]
  clubId: number | null
  boards: BoardItem[]
  boardId: number | null
  members: MemberItem[]
}

/**
 * What the boards page shows on load, rendered by the server: the clubs,
 * club 11 and its boards, board 3 and its members (when they exist).
 * A load failure is logged and gives empty lists.
 */
export async function boardsInitialState(): Promise<BoardsInitialState> {
  const empty: BoardsInitialState = {
    clubs: [],
    clubId: null,
    boards: [],
    boardId: null,
    members: [],
  }
  try {
    const clubs = await clubItems()
    const defaultBoards = clubs.length ? ((await boardItems(DEFAULT_CLUB_ID)) ?? []) : []
    const { clubId, boardId } = initialChoice(clubs, () => defaultBoards)
    const boards = clubId === null ? [] : defaultBoards
    const members =
      clubId !== null && boardId !== null ? ((await memberItems(clubId, boardId)) ?? []) : []
    return { clubs, clubId, boards, boardId, members }
  } catch (error) {
    console.error('[boards] loading the clubs, boards and members failed:', error)
    return empty
  }
}
