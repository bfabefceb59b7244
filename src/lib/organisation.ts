/**
 * The fixed contact details of the contact page (spec 001 section 2: a phone,
 * an e-mail and two offices, New York and New Jersey). The spec gives no
 * values: these are the foundation's placeholders (555-01xx numbers are
 * reserved for fiction; .example is a reserved domain).
 */
export const CONTACT_DETAILS = {
  phone: { display: '+1 (212) 555-0147', href: 'tel:+12125550147' },
  email: 'contact@newegypt.example',
  offices: [
    {
      name: 'New York Office',
      lines: ['485 Lexington Avenue, Suite 1200', 'New York, NY 10017', 'United States'],
    },
    {
      name: 'New Jersey Office',
      lines: ['101 Hudson Street, Suite 2100', 'Jersey City, NJ 07302', 'United States'],
    },
  ],
} as const
