import type { AccordionEntry } from './accordion'

/**
 * The FAQ page (spec 001 section 2): four groups of four questions. The spec
 * names the groups only; the questions and answers are ours, written for
 * the foundation's visitors.
 */
export interface FaqGroup {
  /** Anchor and id prefix. */
  id: string
  title: string
  items: readonly AccordionEntry[]
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'buying-product',
    title: 'Buying Product',
    items: [
      {
        question: 'Does the foundation sell products?',
        answer: [
          'Yes. Our clubs hold charity bazaars around Ramadan, the school year and the holidays, where you can buy crafts made by the families we support, books and seasonal gift boxes.',
          'Every purchase is also a donation: the whole margin goes to our programmes.',
        ],
      },
      {
        question: 'Can I buy a food box or a school kit for a family?',
        answer: [
          'Yes. Choose Food Assistance or an education cause on the Donation Services page and enter the amount of one box or kit. Our volunteers buy, pack and deliver it to a family on the club’s list.',
        ],
      },
      {
        question: 'Where does the money from a purchase go?',
        answer: [
          'To the programme named on the product or at the stand: medical convoys, school breakfasts, food assistance or social works. The club’s treasurer records each sale, and the yearly accounts are published.',
        ],
      },
      {
        question: 'Can I return or exchange an item?',
        answer: [
          'Unused items can be exchanged within 14 days at the club that sold them; bring the receipt. Food and hygiene products cannot be returned.',
        ],
      },
    ],
  },
  {
    id: 'general',
    title: 'General',
    items: [
      {
        question: 'What is the New Egypt Foundation?',
        answer: [
          'A US non-profit organisation that supports communities in Egypt and abroad through healthcare, education and sustainable development. Its clubs in Egyptian cities and abroad run the activities; volunteers do most of the work.',
        ],
      },
      {
        question: 'Where do you work?',
        answer: [
          'Our clubs work in Cairo, Alexandria, Ismailia, Port Said and other Egyptian governorates, and our offices are in New York and New Jersey. The About Us and Boards pages list the clubs and their boards.',
        ],
      },
      {
        question: 'How can I volunteer?',
        answer: [
          'Fill in the form on the Join Us page with the hours you are free and your skills. A coordinator of the nearest club contacts you. Volunteering is unpaid and does not make you a member or a representative of the foundation.',
        ],
      },
      {
        question: 'How can I ask for help for a patient or a family?',
        answer: [
          'Submit an assistance request from the Assistance Request Portal, in Arabic or English, with a photo of the case and its documents. The club’s team reviews every request and contacts you after its decision.',
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    items: [
      {
        question: 'How can I pay my donation?',
        answer: [
          'By card, with the Make A Donation button found on every page. You can split one donation between several causes.',
        ],
      },
      {
        question: 'Is my card information safe?',
        answer: [
          'Yes. Your card is handled by our payment provider over an encrypted connection; we never store or see the full card number or the security code. We keep only the card brand, its last four digits and its expiry date.',
        ],
      },
      {
        question: 'Why do I receive a code by e-mail?',
        answer: [
          'To confirm that the donation is really yours, we send a 6-character code to the e-mail address you entered. The donation is made only once you type the code in the form.',
        ],
      },
      {
        question: 'Can I give every month?',
        answer: [
          'Yes. Choose a monthly donation in the form. Every e-mail about a repeated donation carries a link to cancel it; you can also write to us through the contact page and we stop it before the next charge.',
        ],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    items: [
      {
        question: 'How do I get a receipt for my donation?',
        answer: [
          'The confirmation e-mail you receive after each donation is your receipt; keep it for your records. For a yearly statement, write to us through the contact page.',
        ],
      },
      {
        question: 'How can I contact you?',
        answer: [
          'Through the form on the Contact Us page, by phone or by e-mail; the page also gives the addresses of our New York and New Jersey offices. We answer within two working days.',
        ],
      },
      {
        question: 'How do I stop receiving the newsletter?',
        answer: [
          'Every newsletter e-mail ends with an unsubscribe link; one click on its button and you receive nothing more.',
        ],
      },
      {
        question: 'How do I see, correct or delete my personal data?',
        answer: [
          'Write to us through the contact page from the address you gave us. We answer within 30 days; our Privacy Policy explains what we keep and for how long.',
        ],
      },
    ],
  },
]
