import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, ROLE_LABELS, ROLES, rolesFieldAccess } from '@/access/roles'
import { equalSignInTiming } from '@/lib/security/sign-in-timing'

/**
 * Staff accounts of the back office. Payload's own lock (maxLoginAttempts) locked an account for
 * everyone, so five wrong passwords from anywhere shut its owner out: it is off. Sign-ins are
 * throttled per client address instead (src/lib/security/staff-login.server.ts; decision 0021),
 * and an unknown e-mail costs the same time as a wrong password (equalSignInTiming).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://'),
    },
  },
  hooks: { beforeOperation: [equalSignInTiming] },
  access: {
    read: ({ req }) =>
      hasRole(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false,
    create: isAdmin,
    update: ({ req }) =>
      hasRole(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: rolesFieldAccess(), update: rolesFieldAccess() },
      saveToJWT: true,
    },
  ],
}
