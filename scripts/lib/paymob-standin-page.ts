/**
 * The stand-in's hosted pages: Paymob's Unified Checkout reduced to the choices a tester makes
 * (the method and the outcome), and the kiosk reference Paymob shows before sending the donor back.
 * Labelled in both languages; no card field (the stand-in is not a card form).
 */
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

const LABELS = {
  card: 'Card (Visa, Mastercard, Meeza) · بطاقة',
  wallet: 'Mobile wallet · محفظة إلكترونية',
  kiosk: 'Kiosk (Aman, Fawry) · كشك أمان / فوري',
} as const

const frame = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}fieldset{margin:1rem 0}label{display:block;padding:.4rem 0}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><h1>${title}</h1>${body}</body></html>`

export function checkoutPage(
  clientSecret: string,
  amountCents: number,
  methods: (keyof typeof LABELS)[],
  /** The intention asked to keep the card (a monthly gift): the donor's "save card" box. */
  saveCard = false,
) {
  const pounds = (amountCents / 100).toFixed(2)
  const options = methods
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${LABELS[m]}</label>`,
    )
    .join('')
  return frame(
    'Paymob stand-in checkout',
    `<p>Amount: <strong>EGP ${pounds}</strong></p>
<form method="post" action="/unifiedcheckout/pay">
<input type="hidden" name="clientSecret" value="${esc(clientSecret)}">
<fieldset><legend>Payment method</legend>${options}</fieldset>
<fieldset><legend>Outcome</legend>
<label><input type="radio" name="outcome" value="approve" checked> Approved</label>
<label><input type="radio" name="outcome" value="decline"> Declined by the bank</label></fieldset>
${saveCard ? '<label><input type="checkbox" name="save_card" value="1" checked> Save this card for my monthly donation · احفظ البطاقة لتبرعي الشهري</label>\n<input type="hidden" name="save_asked" value="1">\n' : ''}<button type="submit">Pay</button></form>`,
  )
}

export function kioskPage(reference: string, back: string) {
  return frame(
    'Pay at a kiosk',
    `<p>Your reference number: <strong data-testid="kiosk-reference">${esc(reference)}</strong></p>
<p dir="rtl" lang="ar">رقمك المرجعي للدفع في أي منفذ أمان أو فوري: <strong>${esc(reference)}</strong></p>
<p><a href="${esc(back)}">Back to the site</a></p>`,
  )
}
