import type { Locale } from '@/i18n/locales'
import { ltr } from '@/lib/mail/layout'
import { ORGANISATION } from '../constants'

/** The signature under the donation mails: the organisation's name, address, e-mail and phone. */
export const ORGANISATION_AR = {
  name: 'مؤسسة مصر الجديدة',
  address: [
    '485 شارع ليكسينغتون، جناح 1200',
    'نيويورك، ولاية نيويورك 10017',
    'الولايات المتحدة الأمريكية',
  ],
}

/**
 * Who signs a gift's mails: its legal entity (decision 0113), when it is not the US entity whose
 * New York office signs by default (signature.server.ts reads it).
 */
export interface Signature {
  name: string
  addressLines: string[]
  phone: string | null
}

/** A phone number or an address kept left to right inside Arabic text (layout.ts `ltr`). */
const contact = (value: string, locale: Locale) => (locale === 'ar' ? ltr(value) : value)

export const organisationLines = (locale: Locale, signature?: Signature): string[] => {
  const [name, address, phone] = signature
    ? [signature.name, signature.addressLines, signature.phone]
    : locale === 'ar'
      ? [ORGANISATION_AR.name, ORGANISATION_AR.address, ORGANISATION.phone]
      : [ORGANISATION.name, ORGANISATION.address, ORGANISATION.phone]
  return [
    name,
    ...address,
    contact(ORGANISATION.email, locale),
    ...(phone ? [contact(phone, locale)] : []),
  ]
}
