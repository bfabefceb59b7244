import type { CollectionConfig } from 'payload'
import { CURRENCIES } from '@/lib/money/currency'
import { DONATIONS_GROUP, treasurer } from './donation-fields'

/**
 * The charity's legal entities (issue 44 item 1, decision 0113): the Egyptian NGO registered
 * with the Ministry of Social Solidarity takes Egyptian pounds, the US entity of the chapters
 * abroad takes US dollars. One entity per currency: a donation's currency names the entity
 * whose name, registration number and texts its receipt carries and whose gateway charges it.
 */
export const LegalEntities: CollectionConfig = {
  slug: 'legal-entities',
  labels: { singular: 'Legal entity', plural: 'Legal entities' },
  admin: {
    useAsTitle: 'name',
    group: DONATIONS_GROUP,
    defaultColumns: ['name', 'currency', 'gateway', 'registrationNumber'],
    description:
      'Who receives the money: one entity per currency. Receipts print these details; fill them before going live.',
  },
  access: { read: treasurer, create: treasurer, update: treasurer, delete: () => false },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: 'Legal name' },
    {
      type: 'row',
      fields: [
        {
          name: 'currency',
          type: 'select',
          required: true,
          unique: true,
          options: CURRENCIES.map((code) => ({ label: code, value: code })),
          admin: { description: 'Every gift in this currency is received by this entity.' },
        },
        {
          name: 'gateway',
          type: 'select',
          required: true,
          options: [
            { label: 'Stripe (cards in US dollars)', value: 'stripe' },
            { label: 'Paymob (cards, Meeza, wallets, kiosks in Egypt)', value: 'paymob' },
          ],
          admin: {
            description:
              'Which payment service charges this entity’s gifts. Test or live mode comes from the server’s settings.',
          },
        },
      ],
    },
    {
      name: 'address',
      type: 'textarea',
      required: true,
      localized: true,
      label: 'Postal address',
      admin: { description: 'Street, city and country, as printed on receipts.' },
    },
    {
      type: 'row',
      fields: [
        {
          // Signs this entity's donation mails under its address (a gift to the Egyptian NGO
          // was signed with the New York office's number).
          name: 'phone',
          type: 'text',
          label: 'Phone',
          admin: { description: 'As printed under its mails, e.g. +20 2 2345 6789.' },
        },
        {
          // The From of mails in this entity's language (decision 0130); empty: MAIL_FROM's.
          name: 'mailFrom',
          type: 'email',
          label: 'Sender address of its mails',
          admin: {
            description:
              'The From address of mails in this entity’s language (e.g. receipts@newegypt.org), on a domain whose SPF and DKIM records are published. Empty: the server’s MAIL_FROM.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'registrationLabel',
          type: 'text',
          required: true,
          localized: true,
          label: 'Registration label',
          admin: { description: 'What the number is called on receipts, e.g. “EIN”.' },
        },
        {
          name: 'registrationNumber',
          type: 'text',
          label: 'Registration or tax number',
          admin: { description: 'Receipts say “SAMPLE” until this is filled.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minAmount',
          type: 'number',
          required: true,
          min: 1,
          label: 'Smallest gift (cents or piastres)',
          admin: { step: 1, description: 'US dollar gifts keep the published limits.' },
        },
        {
          name: 'maxAmount',
          type: 'number',
          required: true,
          min: 1,
          label: 'Largest gift (cents or piastres)',
          admin: { step: 1 },
        },
      ],
    },
    {
      name: 'deductibilityStatement',
      type: 'textarea',
      localized: true,
      label: 'Tax statement on receipts',
      admin: { description: 'The sentence a tax office reads, e.g. what the donor may deduct.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'signatoryName', type: 'text', label: 'Signed by (name)' },
        { name: 'signatoryTitle', type: 'text', localized: true, label: 'Signed by (title)' },
      ],
    },
    {
      name: 'signature',
      type: 'upload',
      // Its own collection, readable by treasurers only: never a public media file (decision 0119).
      relationTo: 'entity-signatures',
      label: 'Signature image',
      admin: { description: 'A scan of the signatory’s signature, printed on receipts.' },
    },
  ],
}
