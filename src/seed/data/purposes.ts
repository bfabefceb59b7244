import { landscape } from './helpers'
import type { SeedPurpose } from './types'

/**
 * Donation purposes (shown on /donationServices and in the donation form) and
 * case purposes (chosen in the case-assistance request forms).
 * Some list items deliberately start with a bullet ('• ' or '- '): the detail page strips it.
 */
export const donationPurposes: SeedPurpose[] = [
  {
    name: 'Medical Care',
    zakatEligible: true,
    nameAr: 'الرعاية الطبية',
    kinds: ['donation'],
    description:
      'Free medical convoys, a community clinic and help with surgery and medicines for families who cannot afford treatment, in villages and poor city neighbourhoods across Egypt.',
    image: landscape('purpose-medical-care', 'Medical Care', 175),
    objectives: [
      '• Bring qualified doctors to villages that are far from any hospital',
      '• Diagnose chronic conditions such as diabetes and high blood pressure early',
      '• Fund life-changing operations, including cataract and children’s heart surgery',
      'Make sure every patient leaves with the medicines they need and a follow-up plan',
    ],
    servicesProvided: [
      '- Medical convoys with specialists in eye care, internal medicine, paediatrics, gynaecology and dentistry',
      '- The Al Badrashin community clinic, open six days a week',
      '- Free medicines for three months after each convoy',
      'Transport and accommodation for patients referred to hospitals in Cairo and Aswan',
      'Prescription glasses for children and older people',
    ],
    beneficiaries: [
      'Families in rural villages of Giza, Minya, Sohag, Luxor and Aswan',
      'Children with congenital heart defects from low-income families',
      'Elderly people with untreated cataracts',
      'Pregnant women without access to antenatal care',
    ],
    partnerships: [
      '• A university hospital in Cairo (children’s heart surgery)',
      '• Partner eye hospitals in Aswan and Giza',
      '• Regional blood banks in Mansoura and Tanta',
      'Volunteer doctors from Egyptian medical syndicates and associations abroad',
    ],
    impactStats: [
      '• More than 11,000 patients seen on 14 convoys in 2025',
      '• 48 cataract operations after a single convoy in Aswan',
      '• 600 patients registered at the Al Badrashin clinic in its first three weeks',
      '50 children’s heart operations funded over two years',
    ],
    testimonial:
      '“I had not seen my grandchildren’s faces clearly for six years. After the operation I cried, not from pain, but because I could see them again.” – Hajj Mahmoud, a farmer from Kom Ombo',
    supportInfo: [
      'A gift of 35 dollars pays for medicines for one patient for three months',
      'A gift of 150 dollars funds one cataract operation, including follow-up',
      'Doctors, nurses and pharmacists can join a convoy through the Join Us page',
    ],
  },
  {
    name: 'Education Support',
    nameAr: 'دعم التعليم',
    kinds: ['donation'],
    description:
      'School bags, uniforms, after-school tutoring, exam fees and literacy classes that help children stay in school and give adults a second chance to learn.',
    image: landscape('purpose-education-support', 'Education Support', 260),
    objectives: [
      'Keep children from low-income families in school, especially girls',
      'Improve reading, mathematics and English through after-school tutoring',
      '• Give adults, especially mothers, the chance to learn to read and write',
    ],
    servicesProvided: [
      '• A back-to-school bag and uniform voucher for every sponsored child',
      '• After-school tutoring in Cairo, with new centres planned in Luxor and Aswan',
      '• Exam fees for secondary school students',
      '• Adult literacy classes with childcare in Al Amreya, Alexandria',
      'Online mentoring with university students in New York',
    ],
    beneficiaries: [
      'Children on our sponsorship lists and their brothers and sisters',
      'Secondary school students at risk of dropping out',
      'Women who left school early',
    ],
    partnerships: [
      'Primary and preparatory schools in Shubra, Helwan, Armant and Esna',
      'Partner shops that sell uniforms at a fixed discounted price',
      'The New York club’s student mentoring programme',
    ],
    impactStats: [
      '2,400 school bags delivered before the 2025 school year',
      '45 women enrolled in literacy classes in the first week',
      '30 mentoring pairs between New York and Shubra',
    ],
    testimonial:
      '“My mentor in New York studies medicine, like I want to. Now university does not feel like a dream any more.” – Youssef, 16, Shubra',
    supportInfo: [
      '- 35 dollars covers one school bag and a uniform voucher',
      '- 60 dollars pays for one woman’s place in a literacy class for a year',
      '- Retired teachers are very welcome as volunteer tutors',
    ],
  },
  {
    name: 'Food Security',
    zakatEligible: true,
    nameAr: 'الأمن الغذائي',
    kinds: ['donation'],
    description:
      'Ramadan food boxes, community iftar tables, Eid meat distribution and emergency food parcels for families who struggle to put enough food on the table.',
    image: landscape('purpose-food-security', 'Food Security', 35),
    objectives: [
      'Make sure no family on our lists goes hungry during Ramadan and Eid',
      'Provide balanced staple foods designed with a nutritionist',
      'Deliver food with dignity, to the door wherever possible',
    ],
    servicesProvided: [
      '• Monthly-sized Ramadan food boxes for a family of five',
      '• Daily community iftar tables in Cairo and Alexandria',
      '• Fresh meat distribution for Eid al-Adha',
      'Emergency food parcels for families facing sudden hardship',
    ],
    beneficiaries: [
      'Widows and families caring for a sick or disabled member',
      'Day labourers and their families',
      'Elderly people living alone',
      'Workers far from home during Ramadan',
    ],
    partnerships: [
      'Local restaurants that donate Friday iftar meals',
      'Licensed slaughterhouses with veterinary supervision',
      'Transport companies that carry our goods at cost',
    ],
    impactStats: [
      '3,600 food boxes delivered in Ramadan 2026',
      'Around 250 hot iftar meals served every evening in each of two cities',
      '2,800 households received fresh meat for Eid al-Adha 2026',
    ],
    testimonial:
      '“The message told me the name of the young man who would bring the box. He came on time, smiling, and carried it up to the fourth floor for me.” – Om Hassan, Shubra',
    supportInfo: [
      'A complete Ramadan food box costs around 40 dollars',
      'One iftar meal costs just under two dollars',
      'Volunteers can cook, serve or deliver during Ramadan evenings',
    ],
  },
  {
    name: 'Clean Water',
    nameAr: 'المياه النظيفة',
    kinds: ['donation'],
    description:
      'Solar-powered wells with filtration and public taps that bring safe drinking water to villages in Minya and Asyut, maintained by trained young people from each village.',
    image: landscape('purpose-clean-water', 'Clean Water', 195),
    objectives: [
      '• Build eight wells across Minya and Asyut by the end of 2026',
      '• Reduce water-borne illness among children',
      '• Free women and girls from hours of carrying water every day',
    ],
    servicesProvided: [
      'Water testing by an accredited laboratory before and after construction',
      'Deep wells with solar pumps, sand and carbon filtration, and storage tanks',
      'Six public taps per well, close to homes and schools',
      'Training local young people to maintain pumps and replace filters',
    ],
    beneficiaries: [
      'About 900 people per well in villages without safe drinking water',
      'Schoolchildren, through taps installed in village schools',
      'Women and girls who used to fetch water from far away',
    ],
    partnerships: [
      '- Village councils in Mallawi, Minya',
      '- An accredited water-testing laboratory in Minya',
      '- Local solar equipment installers',
    ],
    impactStats: [
      'Two wells operating since June 2025, serving about 1,800 people',
      'Water quality tested every three months and posted at each tap',
      'Spring absences among girls have almost disappeared in one Mallawi classroom',
    ],
    testimonial:
      '“Before, my daughter missed school to stand in the queue for water. Now the tap is at the end of our street.” – Fatma, Al Ashmunein',
    supportInfo: [
      'Each well costs around 7,500 dollars, including testing, drilling, solar equipment and training',
      'Every donor receives a photo update when the well they helped fund opens',
    ],
  },
  {
    name: 'Orphan Sponsorship',
    zakatEligible: true,
    nameAr: 'كفالة الأيتام',
    kinds: ['donation'],
    description:
      'Monthly support for orphaned children living with their mothers or relatives, covering food, school costs, health care and celebrations at Eid, with regular visits from our social researchers.',
    image: landscape('purpose-orphan-sponsorship', 'Orphan Sponsorship', 320),
    objectives: [
      'Help orphaned children grow up at home with their families, not in institutions',
      'Cover the basic costs of food, schooling and health care',
      'Follow each child’s progress through regular home visits',
      'Make sure every child celebrates Eid with new clothes and a gift',
    ],
    servicesProvided: [
      '• A monthly allowance paid to the child’s mother or guardian',
      '• School bags, uniforms and tutoring',
      '• Health check-ups at our clinic and convoys',
      '• Eid clothing and gifts twice a year',
      'Home visits by a social researcher every three months',
    ],
    beneficiaries: [
      '380 sponsored children in Cairo, Giza, Alexandria, Luxor and Aswan',
      'Widowed mothers and grandparents caring for orphans',
      'Brothers and sisters of sponsored children, through school and Eid support',
    ],
    partnerships: [
      'Local schools that report on attendance with the guardian’s consent',
      'Clothing shops that offer discounts for Eid outfits',
    ],
    impactStats: [
      '380 children sponsored every month in 2025',
      'Every sponsored child received a school bag in 2025',
      'Eid outfits and gifts for all sponsored children in 2026',
    ],
    testimonial:
      '“Since my husband died, the sponsorship has meant my three children can stay in school. The researcher who visits us asks about their marks as if they were her own children.” – Om Ahmed, Giza',
    supportInfo: [
      '- 45 dollars a month sponsors one child',
      '- Sponsors receive a short report on the child’s progress twice a year',
      '- You can also give a one-off gift towards Eid clothing',
    ],
  },
  {
    name: 'Emergency Relief',
    zakatEligible: true,
    nameAr: 'الإغاثة العاجلة',
    kinds: ['donation'],
    description:
      'Fast help when disaster or sudden hardship strikes: winter blankets and jackets, help after floods and house fires, and emergency support for families who lose their income.',
    image: landscape('purpose-emergency-relief', 'Emergency Relief', 5),
    objectives: [
      'Respond within days when families are hit by disaster or sudden hardship',
      'Protect elderly people and young children from the winter cold',
      'Help families rebuild after floods and house fires',
    ],
    servicesProvided: [
      '• Winter kits with heavy blankets and children’s jackets',
      '• Emergency cash help for families after a house fire or flood',
      '• Plastic sheeting and basic repairs for homes without windows',
    ],
    beneficiaries: [
      'Households in the villages of Sohag, Qena and Asyut in winter',
      'Families who lose their homes or belongings in a fire or flood',
      'Families of fishermen in Port Said during the winter months',
    ],
    partnerships: [],
    impactStats: [
      '3,000 heavy blankets and 900 children’s jackets in winter 2025',
      '1,500 households reached in Upper Egypt',
    ],
    testimonial: '',
    supportInfo: [
      '15 dollars covers two heavy blankets for one household',
      '25 dollars adds warm jackets for two children',
      'Gifts to Emergency Relief are spent where the need is most urgent',
    ],
  },
]

function casePurpose(name: string, nameAr: string, description: string): SeedPurpose {
  return {
    name,
    nameAr,
    kinds: ['case'],
    description,
    image: null,
    objectives: [],
    servicesProvided: [],
    beneficiaries: [],
    partnerships: [],
    impactStats: [],
    testimonial: '',
    supportInfo: [],
  }
}

/** Medical case purposes offered in the case-assistance forms. */
export const casePurposes: SeedPurpose[] = [
  casePurpose(
    'Cancer',
    'سرطان',
    'Help with the cost of cancer diagnosis, chemotherapy, radiotherapy and surgery.',
  ),
  casePurpose(
    'Heart',
    'قلب',
    'Help with heart surgery, catheterisation and long-term heart medicines.',
  ),
  casePurpose(
    'Kidney',
    'كلى',
    'Help with dialysis sessions, transport to dialysis and kidney transplant costs.',
  ),
  casePurpose(
    'Liver',
    'كبد',
    'Help with treatment for liver disease, including hepatitis and liver transplant costs.',
  ),
  casePurpose(
    'Other',
    'أخرى',
    'Any other medical need not listed above, reviewed case by case by our medical committee.',
  ),
]

/** All purposes: 6 donation purposes followed by 5 case purposes. */
export const purposes: SeedPurpose[] = [...donationPurposes, ...casePurposes]
