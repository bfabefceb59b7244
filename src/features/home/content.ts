/**
 * The home page's fixed texts (services, testimonials), apart from
 * constants.ts: client components (hero, slider) import their timings from
 * there, and the bundler keeps a whole module, so these texts would
 * otherwise ship in their JavaScript. Server components read them here and
 * pass the slider its testimonials as props.
 */

/** The services block: three static items linking to /service-detail. */
export const SERVICES = [
  {
    title: 'Breakfast Programme',
    image: '/images/service-breakfast.webp',
    text: 'A warm, nourishing breakfast for schoolchildren every morning, so no child learns on an empty stomach.',
  },
  {
    title: 'Food Assistance',
    image: '/images/service-food.webp',
    text: 'Monthly food boxes and Ramadan meals for families who struggle to put food on the table.',
  },
  {
    title: 'Social Works',
    image: '/images/service-social.webp',
    text: 'Home repairs, school fees and small grants that help families stand on their own feet.',
  },
] as const

export interface Testimonial {
  name: string
  role: string
  image: string
  quote: string
}

/** Static sample testimonials of the home slider (spec 000 "Home page"). */
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
]
