import { describe, expect, it } from 'vitest'
import { bylaws } from '@/content/bylaws'
import { toBylawsView } from './bylaws'

describe('toBylawsView', () => {
  it('takes the anchors from the English titles and keeps which bodies are English (decision 0043)', () => {
    const view = toBylawsView(
      {
        title: 'النظام الأساسي',
        articles: [
          {
            title: 'الاسم والغرض',
            sections: [
              { heading: 'الاسم', body: 'The foundation is named New Egypt.', english: true },
              { heading: 'الغرض', body: 'نص عربي.' },
            ],
          },
        ],
      },
      ['Name and Purpose'],
    )
    expect(view.articles[0]!.anchor).toBe('name-and-purpose')
    expect(view.articles[0]!.sections.map((s) => [s.anchor, s.english ?? false])).toEqual([
      ['name-and-purpose-1', true],
      ['name-and-purpose-2', false],
    ])
    // Without English titles the anchors come from the shown ones, as before.
    expect(toBylawsView({ articles: [{ title: 'Board', sections: [] }] }).articles[0]!.anchor).toBe(
      'board',
    )
  })

  it('numbers articles and sections and gives them anchors', () => {
    const view = toBylawsView({
      title: ' By-laws ',
      adopted: '',
      preamble: 'We adopt.',
      articles: [
        { title: 'Board', sections: [{ heading: 'Number', body: 'Five to eleven.' }] },
        { title: '', sections: [{ heading: 'Lost', body: 'No title.' }] },
        {
          title: 'Board',
          sections: [
            { heading: 'A', body: 'x' },
            { heading: '', body: '' },
            { heading: 'B', body: '- one\n- two' },
          ],
        },
      ],
    })
    expect(view.title).toBe('By-laws')
    expect(view.adopted).toBeNull()
    expect(view.preamble).toEqual([{ kind: 'p', text: 'We adopt.' }])
    expect(view.articles.map((a) => [a.numeral, a.anchor, a.title])).toEqual([
      ['I', 'board', 'Board'],
      ['II', 'board-2', 'Board'],
    ])
    expect(view.articles[1]!.sections.map((s) => [s.number, s.anchor, s.heading])).toEqual([
      ['2.1', 'board-2-1', 'A'],
      ['2.2', 'board-2-2', 'B'],
    ])
    expect(view.articles[1]!.sections[1]!.blocks).toEqual([{ kind: 'ul', items: ['one', 'two'] }])
  })

  it('falls back to a title when the global is empty', () => {
    expect(toBylawsView(null)).toEqual({
      title: 'Bylaws',
      adopted: null,
      preamble: [],
      articles: [],
    })
  })
})

describe('the seeded by-laws (spec 001 sections 2 and 9)', () => {
  const view = toBylawsView(bylaws)
  const all = JSON.stringify(bylaws)

  it('has an article for every heading the spec lists', () => {
    expect(view.articles.map((a) => a.title)).toEqual([
      'Name and Purpose',
      'Non-Discrimination',
      'Founding Core Governance',
      'Board of Directors',
      'Officers',
      'Committees',
      'Chapters',
      'Volunteers',
      'Finance',
      'Transparency',
      'Indemnification',
      'Amendments',
      'Dissolution',
    ])
  })

  it('states the board rules, remote participation, volunteer disclosure and the 2030 Agenda', () => {
    expect(all).toContain('not fewer than five (5) and not more than eleven (11) directors')
    expect(all).toContain('for a term of three (3) years')
    expect(all).toContain('No director may serve more than two (2) consecutive full terms')
    expect(all).toContain('after a break of at least one (1) year')
    const headings = view.articles.flatMap((a) => a.sections.map((s) => s.heading))
    expect(headings).toEqual(
      expect.arrayContaining([
        'Remote participation',
        'Volunteer disclosure',
        'Alignment with the United Nations 2030 Agenda',
        'Composition and permanent status',
      ]),
    )
  })

  it('names the roles', () => {
    const officers = view.articles.find((a) => a.title === 'Officers')!
    expect(officers.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining([
        'President',
        'Vice President',
        'Treasurer',
        'Secretary',
        'Executive Board Members',
      ]),
    )
    expect(all).toContain('Membership of the Founding Core has permanent status')
  })

  it('is real prose: no placeholder text', () => {
    expect(all.toLowerCase()).not.toMatch(/lorem|ipsum|todo|tbd/)
  })
})
