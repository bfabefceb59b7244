import type { GlobalConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

/**
 * What every tax receipt and yearly statement names: the organisation's legal name,
 * postal address and EIN. Admins and treasurers edit it; the PDFs read it at render time.
 */
export const ReceiptSettings: GlobalConfig = {
  slug: 'receipt-settings',
  label: 'Receipt settings',
  admin: { group: 'Donations' },
  access: { read: rolesAccess('treasurer'), update: rolesAccess('treasurer') },
  fields: [
    {
      name: 'legalName',
      type: 'text',
      required: true,
      defaultValue: 'New Egypt Foundation',
      label: 'Legal name',
    },
    {
      name: 'address',
      type: 'textarea',
      required: true,
      defaultValue: 'New Egypt Foundation\nUnited States',
      label: 'Postal address',
    },
    {
      name: 'ein',
      type: 'text',
      required: true,
      defaultValue: '00-0000000',
      label: 'EIN',
      admin: { description: 'The Employer Identification Number printed on receipts.' },
    },
  ],
}
