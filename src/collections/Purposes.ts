import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent } from '@/access/roles'
import { textList } from '@/fields/meta'

/**
 * Donation and case purposes (spec 001 "Purpose"). One collection: the same
 * purpose can be offered for donations, for assistance requests, or both.
 */
export const Purposes: CollectionConfig = {
  slug: 'purposes',
  hooks: revalidateOnChange,
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'kinds'] },
  access: editorsContent,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'nameAr', type: 'text', label: 'Name (Arabic)' },
    {
      name: 'kinds',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['donation'],
      options: [
        { label: 'Donation purpose', value: 'donation' },
        { label: 'Case (assistance) purpose', value: 'case' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    textList('objectives', 'Objectives'),
    textList('servicesProvided', 'Services provided'),
    textList('beneficiaries', 'Beneficiaries'),
    textList('partnerships', 'Partnerships'),
    textList('impactStats', 'Impact statistics'),
    { name: 'testimonial', type: 'textarea', localized: true },
    textList('supportInfo', 'Support information'),
    {
      // Zakat may go only to purposes its rules allow (issue 44 item 4): staff decide which.
      name: 'zakatEligible',
      type: 'checkbox',
      defaultValue: false,
      label: 'Eligible for Zakat',
      admin: {
        position: 'sidebar',
        description: 'Donors may mark a gift to this purpose as Zakat only when this is ticked.',
      },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
