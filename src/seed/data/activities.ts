import { landscape } from './helpers'
import type { SeedActivity } from './types'

/**
 * Charity activities (events and campaigns). Variety is deliberate, to exercise the detail page:
 * - budget/target: most have both, 'egyptian-volunteer-day-2025-community-action' has neither,
 *   'clean-water-wells-minya-asyut' has only a target;
 * - times: 'ramadan-food-boxes-2026' and 'clean-water-wells-minya-asyut' have no start time,
 *   'back-to-school-supplies-drive-2025' and 'childrens-heart-surgery-fund' have no end time;
 * - summary: 'winter-blankets-2026' is all zeros (upcoming), the volunteer day has some zeros,
 *   'winter-blankets-2025' and 'clean-water-wells-minya-asyut' have none.
 */
export const activities: SeedActivity[] = [
  {
    slug: 'aswan-medical-convoy-spring-2025',
    name: 'Aswan Medical Convoy, Spring 2025',
    excerpt:
      'Two days of free consultations, medicines, glasses and cataract surgery for families in Kom Ombo and Edfu.',
    tag: 'Medical Convoy',
    details: [
      'Our spring medical convoy brought twenty-two volunteer doctors to Aswan governorate for two days, working from a primary school in Kom Ombo and a youth centre in Edfu. Specialists in ophthalmology, internal medicine, paediatrics, gynaecology, dermatology and dentistry saw patients from early morning until sunset.',
      'Eye care was the heart of the convoy. Patients with cataracts were selected for surgery at a partner hospital in Aswan city during the following week, with transport, post-operative drops and a follow-up visit included. Schoolchildren and older people who needed glasses received them free of charge.',
      'Every patient who needed treatment left with three months of medicines, and those with newly diagnosed diabetes or high blood pressure were referred to the nearest government health unit. Volunteers from the Aswan and Luxor clubs call them to make sure they are keeping their appointments.',
      'The convoy was funded largely by the first family fundraising dinner of our New Jersey office. Any money left over goes towards the next convoy in Sohag.',
    ],
    images: [
      landscape('activity-aswan-convoy-queue', 'Aswan Medical Convoy', 28),
      landscape('activity-aswan-convoy-eyes', 'Free Eye Screening', 200),
      landscape('activity-aswan-convoy-pharmacy', 'Convoy Pharmacy', 165),
    ],
    budget: 18400,
    target: 25000,
    startDate: '2025-05-16',
    startAt: '08:00',
    endDate: '2025-05-17',
    endAt: '17:00',
    summary: {
      total_money_collected: 18400,
      number_of_attendees: 1260,
      number_of_donations: 214,
      total_expenses: 15900,
      net_funds_raised: 2500,
      event_date: '2025-05-16',
    },
    purposes: ['Medical Care'],
    metaTitle: 'Aswan Medical Convoy, Spring 2025',
    metaDescription:
      'Free consultations, medicines, glasses and cataract operations for 1,260 patients in Kom Ombo and Edfu, Aswan, on our spring 2025 medical convoy.',
  },
  {
    slug: 'back-to-school-supplies-drive-2025',
    name: 'Back-to-School Supplies Drive 2025',
    excerpt:
      'A full school bag and a uniform voucher for 2,400 children in Cairo, Giza, Luxor and Aswan before the first day of term.',
    tag: 'Education',
    details: [
      'Every September, the cost of uniforms, bags and supplies pushes some families to keep a child at home. Our back-to-school drive makes sure that no child on our sponsorship lists starts the year empty-handed.',
      'Each bag holds twelve notebooks, pens and pencils, a geometry set, coloured pencils or a calculator for older pupils, a water bottle and a voucher for a school uniform at partner shops. Contents are chosen with teachers to match official supply lists.',
      'Bags were packed by volunteers on Egyptian Volunteer Day and the two weekends that followed, and distributed in schools and clubs. In Armant and Esna, the Luxor club delivered bags door to door to encourage children who had dropped out to return.',
    ],
    images: [
      landscape('activity-school-drive-packing', 'Packing School Bags', 265),
      landscape('activity-school-drive-classroom', 'Ready for the First Day', 280),
    ],
    budget: 12750,
    target: 15000,
    startDate: '2025-08-25',
    startAt: '10:00',
    endDate: '2025-09-20',
    endAt: null,
    summary: {
      total_money_collected: 12750,
      number_of_attendees: 0,
      number_of_donations: 389,
      total_expenses: 11980,
      net_funds_raised: 770,
      event_date: '2025-09-20',
    },
    purposes: ['Education Support', 'Orphan Sponsorship'],
    metaTitle: 'Back-to-School Supplies Drive 2025',
    metaDescription:
      'Our 2025 back-to-school drive gave 2,400 children a full school bag and a uniform voucher in Cairo, Giza, Luxor and Aswan before the start of term.',
  },
  {
    slug: 'egyptian-volunteer-day-2025-community-action',
    name: 'Egyptian Volunteer Day 2025: Community Action',
    excerpt:
      'School repairs, clean-ups, blood drives and visits to elderly neighbours on 6 September 2025, in eleven cities at once.',
    tag: 'Volunteering',
    details: [
      'On Egyptian Volunteer Day, 6 September 2025, our clubs invited everyone to give a few hours to their neighbourhood. No donation was needed, only time and willing hands.',
      'In Cairo, volunteers repainted classrooms and repaired desks in three primary schools in Shubra and Helwan. Alexandria and Port Said teams cleaned beaches and planted trees, the Mansoura and Tanta clubs ran blood drives with regional blood banks, and volunteers in Luxor and Aswan visited elderly people living alone.',
      'Paint, brushes and tools were lent or donated by local shops, so the day cost the foundation nothing. Volunteering is unpaid and does not make a volunteer a member or representative of the foundation, but it is the heart of everything our clubs do.',
    ],
    images: [
      landscape('activity-volunteer-day-paint', 'Egyptian Volunteer Day', 140),
      landscape('activity-volunteer-day-trees', 'Planting Trees on the Corniche', 110),
    ],
    budget: null,
    target: null,
    startDate: '2025-09-06',
    startAt: '08:30',
    endDate: '2025-09-06',
    endAt: '14:00',
    summary: {
      total_money_collected: 0,
      number_of_attendees: 612,
      number_of_donations: 0,
      total_expenses: 0,
      net_funds_raised: 0,
      event_date: '2025-09-06',
    },
    purposes: ['Education Support'],
    metaTitle: 'Egyptian Volunteer Day 2025: Community Action',
    metaDescription:
      'On 6 September 2025, more than 600 volunteers repaired schools, cleaned beaches, gave blood and visited elderly neighbours in eleven cities across Egypt.',
  },
  {
    slug: 'winter-blankets-2025',
    name: 'Winter Blankets for Upper Egypt 2025',
    excerpt:
      'Heavy blankets and warm children’s jackets for 1,500 households in Sohag, Qena and Asyut before the coldest weeks of winter.',
    tag: 'Relief',
    details: [
      'Winter nights in the villages of Upper Egypt can fall close to freezing, and mud-brick homes have no heating. Elderly people and young children suffer most.',
      'Each household receives two heavy wool-blend blankets, made in El Mahalla El Kubra, and families with young children receive a warm jacket for each child. Kit contents were chosen after asking families what actually helps them through the winter.',
      'Volunteers from the Luxor and Aswan clubs travel north to help with deliveries, and a local transport company lends lorries for the longest routes. Deliveries are made to the door wherever possible.',
    ],
    images: [
      landscape('activity-winter-2025-blankets', 'Winter Blankets 2025', 230),
      landscape('activity-winter-2025-jackets', 'Warm Jackets for Children', 205),
    ],
    budget: 9300,
    target: 12000,
    startDate: '2025-11-15',
    startAt: '09:00',
    endDate: '2025-12-20',
    endAt: '16:00',
    summary: null,
    purposes: ['Emergency Relief'],
    metaTitle: 'Winter Blankets for Upper Egypt 2025',
    metaDescription:
      'Heavy blankets and children’s jackets for 1,500 households in Sohag, Qena and Asyut. Fifteen dollars covers two blankets for one family this winter.',
  },
  {
    slug: 'ramadan-food-boxes-2026',
    name: 'Ramadan Food Boxes 2026',
    excerpt:
      'Food boxes for 3,600 families and a daily community iftar table in Cairo and Alexandria throughout the holy month.',
    tag: 'Food',
    details: [
      'This Ramadan our clubs are delivering food boxes to 3,600 families in Cairo, Giza, Alexandria, Mansoura, Tanta, Ismailia, Port Said, Luxor and Aswan. Each box holds rice, lentils, oil, sugar, tea, pasta, beans and dates, enough for a family of five for the month.',
      'Families are chosen after home visits by our social researchers, with priority for widows, families caring for a sick or disabled member and day labourers. A text message tells each family when their box will arrive and who will deliver it.',
      'The Cairo and Alexandria clubs also serve a daily community iftar table for around 250 guests each evening. Everyone is welcome, and local restaurants take turns donating the main dish on Fridays.',
      'Packing days are held at the Cairo club on weekends before Ramadan; the evening iftar shifts begin two hours before sunset.',
    ],
    images: [
      landscape('activity-ramadan-2026-boxes', 'Ramadan Food Boxes 2026', 32),
      landscape('activity-ramadan-2026-iftar', 'Community Iftar Table', 20),
      landscape('activity-ramadan-2026-lanterns', 'Ramadan Lanterns', 45),
      landscape('activity-ramadan-2026-volunteers', 'Packing Day Volunteers', 60),
    ],
    budget: 38900,
    target: 45000,
    startDate: '2026-02-10',
    startAt: null,
    endDate: '2026-03-18',
    endAt: '21:00',
    summary: {
      total_money_collected: 38900,
      number_of_attendees: 7500,
      number_of_donations: 1342,
      total_expenses: 37650,
      net_funds_raised: 1250,
      event_date: '2026-02-10',
    },
    purposes: ['Food Security'],
    metaTitle: 'Ramadan Food Boxes 2026',
    metaDescription:
      'Food boxes for 3,600 families and a daily community iftar table in Cairo and Alexandria this Ramadan. A complete food box costs around forty dollars.',
  },
  {
    slug: 'eid-clothing-for-sponsored-children-2026',
    name: 'Eid Clothing for Sponsored Children 2026',
    excerpt:
      'A new outfit, a bag of sweets and a small gift for every child in our orphan sponsorship programme for Eid al-Adha.',
    tag: 'Orphans',
    details: [
      'For a child, Eid means new clothes. For a widowed mother with three children, buying them can mean going without something else. This campaign makes sure that every child in our sponsorship programme has a new outfit for Eid al-Adha.',
      'Mothers and children choose the clothes themselves at partner shops, using a voucher, so that each child gets something they like in the right size. Sweets and small toys are handed out at Eid celebrations in each club.',
      'The campaign covered 380 sponsored children in Cairo, Giza, Alexandria, Luxor and Aswan, as well as their younger brothers and sisters.',
    ],
    images: [
      landscape('activity-eid-clothing-shop', 'Eid Clothing 2026', 320),
      landscape('activity-eid-clothing-party', 'Eid Celebration', 300),
    ],
    budget: 7640,
    target: 8000,
    startDate: '2026-05-10',
    startAt: '11:00',
    endDate: '2026-05-25',
    endAt: '18:00',
    summary: {
      total_money_collected: 7640,
      number_of_attendees: 520,
      number_of_donations: 176,
      total_expenses: 7410,
      net_funds_raised: 230,
      event_date: '2026-05-24',
    },
    purposes: ['Orphan Sponsorship'],
    metaTitle: 'Eid Clothing for Sponsored Children 2026',
    metaDescription:
      'A new outfit, sweets and a small gift for each of the 380 children in our orphan sponsorship programme, and their siblings, for Eid al-Adha 2026.',
  },
  {
    slug: 'childrens-heart-surgery-fund',
    name: 'Children’s Heart Surgery Fund',
    excerpt:
      'Funding heart operations and a year of follow-up care for fifty children from low-income families, with a university hospital in Cairo.',
    tag: 'Medical',
    details: [
      'Congenital heart defects affect about one child in a hundred, and many can be corrected with one operation if it is done in time. For families with little income, the cost is out of reach.',
      'Together with a university hospital in Cairo, we are funding surgery for fifty children over two years. A hospital committee reviews each case and schedules surgery according to urgency, and the foundation pays for the operation, intensive care and medicines.',
      'Our social researchers help families with travel and accommodation in Cairo during the hospital stay, and every child is followed for a year after surgery.',
      'Families can request help through the case form on this website by choosing Heart as the case purpose.',
    ],
    images: [
      landscape('activity-heart-fund-hospital', 'Children’s Heart Surgery Fund', 355),
      landscape('activity-heart-fund-family', 'Support for Families', 340),
    ],
    budget: 26300,
    target: 50000,
    startDate: '2026-07-01',
    startAt: '09:00',
    endDate: '2028-06-30',
    endAt: null,
    summary: {
      total_money_collected: 26300,
      number_of_attendees: 0,
      number_of_donations: 418,
      total_expenses: 9800,
      net_funds_raised: 16500,
      event_date: '2026-07-01',
    },
    purposes: ['Medical Care'],
    metaTitle: 'Children’s Heart Surgery Fund',
    metaDescription:
      'Help fund heart surgery and a year of follow-up care for fifty children from low-income families, in partnership with a university hospital in Cairo.',
  },
  {
    slug: 'clean-water-wells-minya-asyut',
    name: 'Clean Water Wells for Minya and Asyut',
    excerpt:
      'Eight solar-powered wells with filtration and public taps, bringing safe drinking water to villages that rely on canals.',
    tag: 'Water',
    details: [
      'In many villages of Minya and Asyut, families still drink water drawn from irrigation canals or carried from a single shared tap. Children fall ill, and girls miss school to fetch water.',
      'Each well is chosen with the village council after laboratory testing, and fitted with a solar pump, sand and carbon filtration, a storage tank and six public taps. Young people from the village are trained to maintain it, and a small household contribution pays for spare parts.',
      'The first two wells, in Al Ashmunein and Tuna El Gebel in Mallawi, have been running since June 2025 and serve about 1,800 people. Six more are planned by the end of 2026.',
    ],
    images: [
      landscape('activity-water-wells-tap', 'Clean Water Wells', 195),
      landscape('activity-water-wells-solar', 'Solar Pumps', 50),
      landscape('activity-water-wells-testing', 'Water Quality Testing', 210),
    ],
    budget: null,
    target: 60000,
    startDate: '2025-06-01',
    startAt: null,
    endDate: null,
    endAt: null,
    summary: null,
    purposes: ['Clean Water'],
    metaTitle: 'Clean Water Wells for Minya and Asyut',
    metaDescription:
      'Solar-powered wells with filtration and public taps bring safe drinking water to villages in Minya and Asyut. Each well costs around 7,500 dollars.',
  },
  {
    slug: 'winter-blankets-2026',
    name: 'Winter Blankets 2026',
    excerpt:
      'Our winter campaign starts in December: blankets, jackets and window sheeting for families in Upper Egypt and Port Said.',
    tag: 'Relief',
    details: [
      'This winter we aim to reach 1,800 households, adding the families of fishermen in Port Said, whose income falls sharply when the boats cannot go out, to the villages of Sohag, Qena and Asyut.',
      'Each kit holds two heavy blankets and, for families with young children, a warm jacket for each child. Homes with windows that have no glass will also receive plastic sheeting and help to fit it.',
      'Distributions begin on 5 December. Volunteers with a car or a free Friday are very welcome; please register through the Join Us page.',
    ],
    images: [
      landscape('activity-winter-2026-kits', 'Winter Blankets 2026', 235),
      landscape('activity-winter-2026-port-said', 'Winter Help in Port Said', 190),
    ],
    budget: 2150,
    target: 14000,
    startDate: '2026-12-05',
    startAt: '09:00',
    endDate: '2026-12-19',
    endAt: '15:00',
    summary: {
      total_money_collected: 0,
      number_of_attendees: 0,
      number_of_donations: 0,
      total_expenses: 0,
      net_funds_raised: 0,
      event_date: '2026-12-05',
    },
    purposes: ['Emergency Relief', 'Food Security'],
    metaTitle: 'Winter Blankets 2026',
    metaDescription:
      'Help us reach 1,800 households in Upper Egypt and Port Said with heavy blankets, children’s jackets and window sheeting this winter, from 5 December.',
  },
]
