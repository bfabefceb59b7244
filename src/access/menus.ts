import type { CollectionConfig, GlobalConfig } from 'payload'
import { hasRole, type Role } from './roles'

/**
 * The back office shaped by role (issue 46 item 4, decision 0099): each collection and global
 * is listed in the sidebar and in "Everything you can open" only for the roles that work with
 * it (administrators see all). Reference data that nobody edits (countries, states, cities) is
 * the administrators' alone. Access rules are unchanged: this decides only what is listed.
 * A slug missing here is listed for administrators only, so a new collection is never shown
 * to a role by accident.
 */
export const MENUS: Record<string, readonly Role[]> = {
  // Content: the editors.
  articles: ['editor'],
  categories: ['editor'],
  activities: ['editor'],
  volunteers: ['editor'],
  media: ['editor'],
  clubs: ['editor'],
  boards: ['editor'],
  purposes: ['editor'],
  'about-us': ['editor'],
  'home-page': ['editor'],
  bylaws: ['editor'],
  // Board members: the editors' profiles, the secretaries' e-mails.
  'board-members': ['editor', 'board-secretary'],
  // Meetings and votes: the board secretary.
  meetings: ['board-secretary'],
  'meeting-invitations': ['board-secretary'],
  'meeting-audit': ['board-secretary'],
  votes: ['board-secretary'],
  'vote-signatures': ['board-secretary'],
  // People who wrote in: the coordinators.
  'volunteer-applications': ['coordinator'],
  'contact-messages': ['coordinator'],
  'newsletter-subscribers': ['coordinator'],
  // Money: the treasurer.
  donations: ['treasurer'],
  'staged-donations': ['treasurer'],
  'recurring-plans': ['treasurer'],
  charges: ['treasurer'],
  'donor-actions': ['treasurer'],
  'donor-profiles': ['treasurer'],
  'legal-entities': ['treasurer'],
  'entity-signatures': ['treasurer'],
  'paymob-payments': ['treasurer'],
  // Assistance requests and the places they name: the case reviewer.
  'case-requests': ['case-reviewer'],
  'case-files': ['case-reviewer'],
  'case-retention': ['case-reviewer'],
  governorates: ['case-reviewer'],
  'egypt-cities': ['case-reviewer'],
  villages: ['case-reviewer'],
}

/** Whether `user`'s roles list the collection or global `slug`. */
export const listedFor = (slug: string, user: unknown): boolean =>
  hasRole(user, ...(MENUS[slug] ?? []))

/** The entity with its menu rule; one already hidden from everybody stays hidden. */
export function withRoleMenu<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (entity.admin?.hidden === true) return entity
  return {
    ...entity,
    admin: {
      ...entity.admin,
      hidden: ({ user }: { user: unknown }) => !listedFor(entity.slug, user),
    },
  } as T
}
