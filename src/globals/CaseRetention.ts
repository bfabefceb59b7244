import type { GlobalConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { DEFAULT_RETENTION_MONTHS } from '@/features/cases/statuses'

/**
 * How long closed case requests ('assisted' or 'rejected') keep their photos and the
 * applicant's personal data (decision 0035); the `caseRetention` job erases them
 * after that and keeps an anonymous record.
 */
export const CaseRetention: GlobalConfig = {
  slug: 'case-retention',
  label: 'Case data retention',
  admin: { group: 'Cases' },
  access: { read: rolesAccess('case-reviewer'), update: rolesAccess() },
  fields: [
    {
      name: 'months',
      label: 'Months to keep photos and national IDs after a request is closed',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      admin: {
        description:
          "Counted from the day a request became 'assisted' or 'rejected'. After that a daily job erases its photos, national ID, phone, name and address, and keeps purpose, governorate, club, dates and outcome for statistics.",
      },
    },
  ],
}
