import { describe, expect, it } from 'vitest'
import { panelsFor } from './panels'

const noSmtp = { smtpConfigured: false }

describe('panelsFor', () => {
  it("gives each role its own panels and none of the others'", () => {
    expect(panelsFor(['treasurer'], noSmtp)).toEqual([
      'gifts',
      'recentGifts',
      'pausedPlans',
      'expiredStaged',
    ])
    expect(panelsFor(['coordinator'], noSmtp)).toEqual(['volunteers', 'messages'])
    expect(panelsFor(['case-reviewer'], noSmtp)).toEqual(['cases'])
    expect(panelsFor(['board-secretary'], noSmtp)).toEqual(['meetings'])
    expect(panelsFor(['editor'], noSmtp)).toEqual(['articles'])
  })

  it('adds up the panels of several roles', () => {
    expect(panelsFor(['editor', 'coordinator'], noSmtp)).toEqual([
      'volunteers',
      'messages',
      'articles',
    ])
  })

  it('gives admins everything, and the outbox only while no SMTP server is set', () => {
    expect(panelsFor(['admin'], noSmtp)).toHaveLength(10)
    expect(panelsFor(['admin'], { smtpConfigured: true })).not.toContain('outbox')
    expect(panelsFor(['admin'], { smtpConfigured: true })).toHaveLength(9)
  })

  it('gives nothing to an account without roles, and never the outbox to others', () => {
    expect(panelsFor([], noSmtp)).toEqual([])
    expect(panelsFor(null, noSmtp)).toEqual([])
    expect(panelsFor(['treasurer', 'editor', 'coordinator'], noSmtp)).not.toContain('outbox')
  })
})
