/** The boards page's heading and explanatory text (spec 000 sections 1 and 2, spec 001 section 9). */
export const CHAPTER_STRUCTURE = 'CHAPTER STRUCTURE'

export const CHAPTER_TEXT: readonly string[] = [
  'Chapters are formed under the national group, but they are not separately incorporated.',
  'Each chapter may have its own president, vice president and board, as well as its own fundraising tools and bank account.',
  'All chapters follow the national policies and branding, operate under the group’s tax number and legal structure, and are subject to national oversight.',
  'Board members are reappointed every two years.',
]

export const SELECT_CLUB = 'Select a club'
export const SELECT_CLUB_PLACEHOLDER = '-- Select a club --'
export const SELECT_PERIOD = 'Select a period'
export const SELECT_PERIOD_PLACEHOLDER = '-- Select a period --'
export const NO_MEMBERS = 'No members found for this period.'
export const NO_BOARDS = 'This club has no boards yet.'
export const CHOOSE_CLUB = 'Select a club to see its boards and members.'
export const CHOOSE_PERIOD = 'Select a period to see the members of that board.'
