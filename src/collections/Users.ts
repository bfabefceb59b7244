import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, ROLE_LABELS, ROLES, rolesFieldAccess } from '@/access/roles'

/** Staff accounts of the back office. Five wrong passwords lock an account for 10 minutes. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://'),
    },
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
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: rolesFieldAccess(), update: rolesFieldAccess() },
      saveToJWT: true,
    },
  ],
}
