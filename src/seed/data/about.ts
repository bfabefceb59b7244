import type { SeedAbout } from './types'

/** The about-us content (home about blocks and /aboutus). */
export const about: SeedAbout = {
  title: 'About New Egypt',
  mission_title: 'Our Mission',
  mission_description:
    'New Egypt is a charity foundation that supports communities through healthcare, education and sustainable development. Through clubs in Egyptian cities from Alexandria to Aswan, and offices in New York and New Jersey, we bring doctors to villages far from any hospital, keep children in school, deliver food and warmth to families in hard times, and build clean water wells that villages run themselves. We listen to the families we serve before we act, we spend every dollar carefully and we report openly on what it achieved.',
  message_title: 'Our Message',
  message_description:
    'We believe that every person in Egypt deserves good health care, a good education and the chance to build a dignified life, wherever they were born. Charity, for us, is not something done to people but something done with them: a clinic run with its village, a well maintained by its young people, a volunteer who was once a patient. Whether you give money, time or skills, in Egypt or abroad, you are welcome in this work. Together we can build a new Egypt, one family and one village at a time.',
}
