import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, ROLE_LABELS, ROLES, rolesFieldAccess } from '@/access/roles'
import { minimumPasswordLength } from '@/lib/security/password-policy'
import { equalSignInTiming } from '@/lib/security/sign-in-timing'

/**
 * Staff accounts of the back office. Payload's own lock (maxLoginAttempts) locked an account for
 * everyone, so five wrong passwords from anywhere shut its owner out: it is off. Sign-ins are
 * throttled per client address instead, and per account only for the addresses that guessed
 * (src/lib/security/staff-login.server.ts; decisions 0021, 0077), and an unknown e-mail costs
 * the same time as a wrong password (equalSignInTiming).
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
  // Passwords of 12 characters at least (issue 47; a reset is checked in staff-login.server.ts).
  hooks: { beforeOperation: [equalSignInTiming], beforeValidate: [minimumPasswordLength] },
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
      // No role until an administrator picks one: a default would give Editor to whoever
      // forgot to choose (required refuses the account without one).
      required: true,
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: rolesFieldAccess(), update: rolesFieldAccess() },
      saveToJWT: true,
    },
  ],
}
