import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Staff roles. Each capability's collections grant access by role, so that
 * personal data (donors, volunteers, case applicants) is seen only by the
 * staff whose work needs it.
 */
export const ROLES = [
  'admin',
  'editor',
  'treasurer',
  'coordinator',
  'case-reviewer',
  'board-secretary',
] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor (content)',
  treasurer: 'Treasurer (donations)',
  coordinator: 'Coordinator (volunteers and messages)',
  'case-reviewer': 'Case reviewer',
  'board-secretary': 'Board secretary (meetings and votes)',
}

type WithRoles = { roles?: Role[] | null } | null | undefined

export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const granted = (user as WithRoles)?.roles ?? []
  return granted.includes('admin') || roles.some((r) => granted.includes(r))
}

/** Access granted to signed-in staff holding one of `roles` (admins always). */
export const rolesAccess =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...roles)

export const rolesFieldAccess =
  (...roles: Role[]): FieldAccess =>
  ({ req }) =>
    hasRole(req.user, ...roles)

export const isAdmin = rolesAccess()
export const anyone: Access = () => true

/** Content of the public pages: anyone reads it, editors (and admins) write it. */
export const editorsContent = {
  read: anyone,
  create: rolesAccess('editor'),
  update: rolesAccess('editor'),
  delete: rolesAccess('editor'),
}

/**
 * Read access for versioned content: the public sees published documents only,
 * editors see drafts too.
 */
export const publishedOrEditor: Access = ({ req }: { req: PayloadRequest }) =>
  hasRole(req.user, 'editor') ? true : { _status: { equals: 'published' } }
