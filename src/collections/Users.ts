import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, ROLE_LABELS, ROLES, rolesFieldAccess } from '@/access/roles'
import { minimumPasswordLength, minimumResetPasswordLength } from '@/lib/security/password-policy'
import { equalSignInTiming } from '@/lib/security/sign-in-timing'
import { forgiveSignIn, throttleStaffAuth } from '@/lib/security/staff-auth-throttle'

/**
 * Staff accounts of the back office. Payload's own lock (maxLoginAttempts) locked an account for
 * everyone, so five wrong passwords from anywhere shut its owner out: it is off. Sign-ins are
 * throttled per client address instead, and per account only for the addresses that guessed
 * (src/lib/security/staff-auth-throttle.ts; decisions 0021, 0077, 0124), and an unknown e-mail
 * costs the same time as a wrong password (equalSignInTiming). The throttle and the password
 * rule are hooks of the operations, so no route or spelling of one reaches them unchecked.
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
  // Passwords of 12 characters at least, on create, update and reset (issues 47, 64).
  hooks: {
    beforeOperation: [throttleStaffAuth, minimumResetPasswordLength, equalSignInTiming],
    afterLogin: [forgiveSignIn],
    beforeValidate: [minimumPasswordLength],
  },
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
