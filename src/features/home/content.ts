/**
 * The home page's fixed texts (services; the testimonials are in
 * src/lib/testimonials.ts), apart from
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
