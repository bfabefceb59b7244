import { describe, expect, it } from 'vitest'
import { initialChoice, memberRole, NO_ROLE, toBoardItem, toClubItem, toMemberItem } from './shape'

describe('boards API shapes', () => {
  it('name clubs club_id and club_name, boards id and board', () => {
    expect(toClubItem({ id: 11, name: 'Cairo' })).toEqual({ club_id: 11, club_name: 'Cairo' })
    expect(toBoardItem({ id: 3, period: '2023 - 2025' })).toEqual({ id: 3, board: '2023 - 2025' })
  })

  it('give a member job_name as a list whose first item holds job.name', () => {
    const m = toMemberItem(
      { id: 1, fullname: 'Rania', image: null, bio: 'Bio', jobRole: 'Secretary' },
      'https://x.example',
    )
    expect(m).toEqual({
      id: 1,
      fullname: 'Rania',
      image: null,
      bio: 'Bio',
      job_name: [{ job: { name: 'Secretary' } }],
    })
    expect(memberRole(m)).toBe('Secretary')
  })

  it("show 'No role specified' when a member has no role", () => {
    const m = toMemberItem(
      { id: 2, fullname: 'Heba', image: null, bio: '', jobRole: '  ' },
      'https://x.example',
    )
    expect(m.job_name).toEqual([])
    expect(m.bio).toBeNull()
    expect(memberRole(m)).toBe(NO_ROLE)
    expect(NO_ROLE).toBe('No role specified')
    expect(memberRole({ job_name: [{ job: { name: '' } }] })).toBe(NO_ROLE)
  })
})

describe('boards page on load', () => {
  const clubs = [
    { club_id: 1, club_name: 'Alexandria' },
    { club_id: 11, club_name: 'Cairo' },
  ]
  it('chooses club 11 and its board 3 when they exist', () => {
    const boardsOf = (id: number) =>
      id === 11
        ? [
            { id: 2, board: '2021 - 2023' },
            { id: 3, board: '2023 - 2025' },
          ]
        : []
    expect(initialChoice(clubs, boardsOf)).toEqual({ clubId: 11, boardId: 3 })
  })
  it('chooses club 11 alone when it has no board 3', () => {
    expect(initialChoice(clubs, () => [{ id: 4, board: '2021 - 2023' }])).toEqual({
      clubId: 11,
      boardId: null,
    })
  })
  it('chooses nothing when there is no club 11', () => {
    expect(initialChoice([clubs[0]!], () => [{ id: 3, board: 'x' }])).toEqual({
      clubId: null,
      boardId: null,
    })
  })
})
