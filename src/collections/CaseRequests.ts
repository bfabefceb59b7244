import type { CollectionConfig, FieldHook } from 'payload'
import { rolesAccess } from '@/access/roles'
import { decryptField, isEncrypted, sealField } from '@/features/cases/crypto'
import { DOCUMENT_EVENTS, deleteCaseFiles, deriveCaseFields } from '@/features/cases/hooks'
import { caseRequestEndpoints } from '@/features/cases/privacy-endpoints'
import { notifyStatusChange } from '@/features/cases/status-mail'
import { CASE_STATUSES } from '@/features/cases/statuses'
import { maskTail } from '@/features/cases/schema'
import { dataKeys } from '@/lib/runtime-config'

const staff = rolesAccess('case-reviewer')

// Under the data key ring (DATA_ENCRYPTION_KEYS), not the app secret: decision 0024.
const encryptNationalId: FieldHook = ({ value }) =>
  typeof value === 'string' && value !== '' ? sealField(value, dataKeys()) : value

const decryptNationalId: FieldHook = ({ value }) =>
  isEncrypted(value) ? decryptField(value, dataKeys()) : value

const plainNationalId = (value: unknown) =>
  isEncrypted(value) ? decryptField(value, dataKeys()) : typeof value === 'string' ? value : ''

const text = (name: string, label: string) => ({ name, label, type: 'text' as const })
const flag = (name: string, label: string) => ({ name, label, type: 'checkbox' as const })

const sidebarDate = (name: string, label: string) => ({
  name,
  label,
  type: 'date' as const,
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar' as const,
    date: { pickerAppearance: 'dayAndTime' as const },
  },
})
const hidden = (name: string) => ({
  name,
  type: 'text' as const,
  index: true,
  admin: { hidden: true },
  access: { read: () => false },
})

/** A reviewer's request for more documents and what the applicant sent. */
const documentFields = [
  {
    name: 'documentsMessage',
    label: 'Ask the applicant for more documents',
    type: 'textarea' as const,
    admin: {
      description:
        'Shown to the applicant on the status page, who can then upload photos there. Saving a new message asks again.',
    },
  },
  {
    name: 'documents',
    label: 'Documents sent from the status page',
    type: 'upload' as const,
    relationTo: 'case-files' as const,
    hasMany: true,
    admin: { readOnly: true },
  },
]

/** What the hooks, the status page and retention keep (issue 22; decision 0035). */
const recordFields = [
  {
    name: 'privacyActions',
    type: 'ui' as const,
    admin: {
      position: 'sidebar' as const,
      components: { Field: '/features/cases/components/admin/PrivacyActions#PrivacyActions' },
    },
  },
  sidebarDate('documentsRequestedAt', 'Documents requested'),
  {
    name: 'documentsRequestedBy',
    type: 'relationship' as const,
    relationTo: 'users' as const,
    admin: { readOnly: true, position: 'sidebar' as const },
  },
  sidebarDate('documentsReceivedAt', 'Documents received'),
  sidebarDate('closedAt', 'Closed'),
  sidebarDate('erasedAt', 'Personal data erased'),
  hidden('nationalIdHash'),
  hidden('phoneHash'),
  {
    name: 'statusHistory',
    type: 'array' as const,
    admin: { readOnly: true },
    fields: [
      {
        name: 'status',
        type: 'select' as const,
        required: true,
        options: [...CASE_STATUSES.map((s) => s.value), ...DOCUMENT_EVENTS],
      },
      { name: 'at', type: 'date' as const, required: true },
    ],
  },
  {
    name: 'privacyLog',
    label: 'Exports and erasures',
    type: 'array' as const,
    admin: { readOnly: true },
    fields: [
      {
        name: 'action',
        type: 'select' as const,
        required: true,
        options: ['export', 'erase', 'retention'],
      },
      { name: 'at', type: 'date' as const, required: true },
      { name: 'by', type: 'text' as const },
    ],
  },
]

/**
 * Case assistance requests (spec 001 "Case request"), reviewed by case
 * reviewers and admins only. National IDs are encrypted at rest; lists show
 * masked national IDs and phones, the record shows them in full.
 */
export const CaseRequests: CollectionConfig = {
  slug: 'case-requests',
  labels: { singular: 'Case request', plural: 'Case requests' },
  admin: {
    useAsTitle: 'fullname',
    group: 'Cases',
    defaultColumns: [
      'reference',
      'createdAt',
      'fullname',
      'status',
      'governorate',
      'purpose',
      'club',
      'phoneMasked',
    ],
    // Reviewers find a request by what an applicant tells them on the phone.
    listSearchableFields: ['reference', 'fullname', 'email', 'phone'],
    components: { beforeList: ['/features/cases/components/admin/StatusCounts#StatusCounts'] },
  },
  access: { read: staff, update: staff, create: rolesAccess(), delete: rolesAccess() },
  // The reviewers' queue: oldest first, so no request waits behind newer ones.
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [deriveCaseFields],
    afterChange: [notifyStatusChange],
    afterDelete: [deleteCaseFiles],
  },
  endpoints: caseRequestEndpoints,
  fields: [
    {
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Given to the applicant.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: [...CASE_STATUSES],
          index: true,
        },
        {
          name: 'assignedClub',
          label: 'Assigned to club',
          type: 'relationship',
          relationTo: 'clubs',
        },
      ],
    },
    { name: 'notes', label: 'Review notes', type: 'textarea' },
    ...documentFields,
    { name: 'purpose', type: 'relationship', relationTo: 'purposes' },
    { name: 'fullname', label: 'Full name', type: 'text', required: true },
    text('age', 'Age'),
    {
      name: 'nationalId',
      label: 'National ID',
      type: 'text',
      // Required by the forms' schema; empty only once erased (retention, decision 0035).
      admin: { description: 'Stored encrypted.' },
      hooks: { beforeChange: [encryptNationalId], afterRead: [decryptNationalId] },
    },
    {
      name: 'nationalIdMasked',
      label: 'National ID',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [({ siblingData }) => maskTail(plainNationalId(siblingData?.nationalId))],
      },
    },
    text('phone', 'Phone'),
    {
      name: 'phoneMasked',
      label: 'Phone',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => maskTail(siblingData?.phone as string)] },
    },
    text('email', 'E-mail'),
    { name: 'address', type: 'textarea' },
    { name: 'governorate', type: 'relationship', relationTo: 'governorates' },
    text('governorateText', 'Governorate (as sent, when not in the list)'),
    { name: 'city', type: 'relationship', relationTo: 'egypt-cities' },
    text('cityText', 'City/district (as sent, when not in the list)'),
    { name: 'village', type: 'relationship', relationTo: 'villages' },
    text('villageText', 'Village (as sent, when not in the list)'),
    { name: 'club', label: 'Chosen club', type: 'relationship', relationTo: 'clubs' },
    {
      type: 'collapsible',
      label: 'Work and housing',
      fields: [
        flag('isWorking', 'Currently working'),
        text('currentJob', 'Current job'),
        text('jobPlace', 'Workplace'),
        text('insuranceNumber', 'Insurance number'),
        flag('hasHouse', 'Has a house'),
        text('housingType', 'Housing type'),
        text('housingSpace', 'House area'),
        text('roomNumbers', 'Number of rooms'),
        text('possession', 'Possession'),
        text('monthlyRent', 'Monthly rent'),
        text('houseIndependance', 'House independance'),
        flag('wc', 'Toilet available'),
        flag('waterSource', 'Water source available'),
        text('houseStatus', 'House status'),
      ],
    },
    { name: 'caseImage', label: 'Case photo', type: 'upload', relationTo: 'case-files' },
    {
      name: 'images',
      label: 'Additional photos',
      type: 'upload',
      relationTo: 'case-files',
      hasMany: true,
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'ar',
      options: [
        { label: 'Arabic', value: 'ar' },
        { label: 'English', value: 'en' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    ...recordFields,
  ],
}
