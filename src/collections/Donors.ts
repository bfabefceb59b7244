import type { CollectionConfig, Field } from 'payload'
import { hasRole, rolesAccess } from '@/access/roles'

const closed = {
  read: () => false,
  create: () => false,
  update: () => false,
  delete: () => false,
}

/** A code e-mailed to a donor, kept as an HMAC with its own salt, and what became of it. */
const emailedCode: Field[] = [
  { name: 'codeHash', type: 'text', required: true },
  { name: 'codeSalt', type: 'text', required: true },
  { name: 'expiresAt', type: 'date', required: true },
  { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'pending',
    options: ['pending', 'used', 'superseded', 'invalidated'],
  },
]

/**
 * The donor portal's sign-in codes: one row per code e-mailed to an address, kept
 * only as an HMAC under LINK_SIGNING_KEY with its own salt (as the donation code, decision 0024).
 * Hidden and closed to the REST API: src/features/donor/store.server.ts writes it with SQL.
 */
export const DonorSignInCodes: CollectionConfig = {
  slug: 'donor-sign-in-codes',
  admin: { hidden: true },
  access: closed,
  fields: [{ name: 'email', type: 'text', required: true, index: true }, ...emailedCode],
}

/**
 * A card a donor asked to put on a recurring plan, waiting for the e-mailed code: the
 * new card's gateway token (never its number), brand, last four and expiry, and the code as an
 * HMAC with its own salt, as the sign-in code. The token is cleared once used or replaced.
 * Hidden and closed to the REST API: src/features/donor/card-change.server.ts writes it with SQL.
 */
export const DonorCardChanges: CollectionConfig = {
  slug: 'donor-card-changes',
  admin: { hidden: true },
  access: closed,
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'planId', type: 'number', required: true, index: true },
    { name: 'gatewayToken', type: 'text' },
    { name: 'brand', type: 'text', required: true },
    { name: 'last4', type: 'text', required: true },
    { name: 'expMonth', type: 'number', required: true },
    { name: 'expYear', type: 'number', required: true },
    ...emailedCode,
  ],
}

/**
 * Signed-in donor devices: the session cookie holds a random token, this table only its HMAC,
 * so a leaked database opens no session. "Sign out everywhere" deletes every row of an e-mail.
 */
export const DonorSessions: CollectionConfig = {
  slug: 'donor-sessions',
  admin: { hidden: true },
  access: closed,
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}

/**
 * What happened to a donor's plans and receipts, for the treasurer: who (the donor, or a staff
 * member's e-mail), when, what. Read-only in the back office.
 */
export const DonorActions: CollectionConfig = {
  slug: 'donor-actions',
  labels: { singular: 'Donor action', plural: 'Donor actions' },
  admin: {
    group: 'Donations',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'email', 'action', 'actor', 'detail'],
    description: 'Changes donors made from /donor and receipts staff resent. Read-only.',
    hidden: ({ user }) => !hasRole(user, 'treasurer'),
  },
  access: { ...closed, read: rolesAccess('treasurer') },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'text', required: true, index: true, label: 'Donor e-mail' },
    { name: 'actor', type: 'text', required: true, label: 'Who' },
    { name: 'action', type: 'text', required: true },
    { name: 'detail', type: 'text' },
    { name: 'plan', type: 'relationship', relationTo: 'recurring-plans' },
  ],
}

/**
 * The details a donor keeps for future receipts from /donor (name, phone, postal address),
 * one row per e-mail address. Receipts use them over the name given with a gift.
 */
export const DonorProfiles: CollectionConfig = {
  slug: 'donor-profiles',
  labels: { singular: 'Donor details', plural: 'Donor details' },
  admin: {
    group: 'Donations',
    useAsTitle: 'email',
    hidden: ({ user }) => !hasRole(user, 'treasurer'),
  },
  access: { ...closed, read: rolesAccess('treasurer') },
  fields: [
    { name: 'email', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'textarea' },
  ],
}
