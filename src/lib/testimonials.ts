/**
 * The foundation's sample testimonials, one list for the testimonials page
 * (spec 000 route table "testimonial") and the home page's slider (spec 000
 * "Home page"), which shows the entries with a portrait. Server components
 * read them and pass them to client components as props.
 */
export interface Testimonial {
  name: string
  role: string
  quote: string
  image?: string
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Samira Abdel Aziz',
    role: 'Mother of two, Giza',
    image: '/images/testimonial-1.webp',
    quote:
      'When my son needed heart surgery we had nowhere to turn. The club’s volunteers stayed with us from the first appointment to the day he came home.',
  },
  {
    name: 'Karim Mostafa',
    role: 'Volunteer, Alexandria club',
    image: '/images/testimonial-2.webp',
    quote:
      'Every convoy reminds me why I give my weekends: a grandmother who can read again after her cataract operation is worth every hour.',
  },
  {
    name: 'Laila Hassan',
    role: 'Monthly donor, New Jersey',
    image: '/images/testimonial-3.webp',
    quote:
      'I can see exactly where my donation goes. The reports and photos from each activity make me proud to support New Egypt.',
  },
  {
    name: 'Ahmed Saber',
    role: 'Headmaster, primary school in Beni Suef',
    quote:
      'Since the breakfast programme started, attendance in the first lesson has gone up and the children can concentrate until noon. Parents tell us it is one worry less for them every morning.',
  },
  {
    name: 'Nour El Din Fathy',
    role: 'Kidney patient, Port Said',
    quote:
      'Three dialysis sessions a week were more than my family could pay. The foundation covered them for a year and found me a place in a public programme after that. I am back at work.',
  },
  {
    name: 'Mariam Youssef',
    role: 'Volunteer doctor, medical convoys',
    quote:
      'The organisation on a convoy day is remarkable: patients are registered before we arrive, medicines are sorted, and every referral is followed up weeks later by the club.',
  },
  {
    name: 'David Thompson',
    role: 'Corporate partner, New York',
    quote:
      'Our employees sponsor school kits every September. New Egypt sends us photos, receipts and a short report each time, which is exactly the transparency our board expects.',
  },
  {
    name: 'Hoda Ibrahim',
    role: 'Beneficiary of a small business grant, Aswan',
    quote:
      'With the sewing machine and the training the club gave me, I make school uniforms for the whole village. My daughters are the first in our family to go to secondary school.',
  },
]

/** The entries with a portrait: the home page's slider. */
export const PORTRAIT_TESTIMONIALS = TESTIMONIALS.filter(
  (t): t is Testimonial & { image: string } => Boolean(t.image),
)

/** "Ahmed Saber" → "AS": the avatar of an entry without a portrait. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return picked.map((w) => w[0]!.toUpperCase()).join('')
}
