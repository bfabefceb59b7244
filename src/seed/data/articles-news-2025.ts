import { landscape } from './helpers'
import type { SeedArticle } from './types'

/** News published in 2025. */
export const news2025: SeedArticle[] = [
  {
    kind: 'news',
    slug: 'community-clinic-opens-in-al-badrashin',
    title:
      'New Egypt opens a community clinic in Al Badrashin for families in Mit Rahina and Saqqara',
    subTitle: 'General practice, maternal care and a small pharmacy under one roof',
    excerpt:
      'Our first permanent clinic opened its doors in Al Badrashin, bringing a general practitioner, a paediatrician and a small pharmacy within walking distance of more than 4,000 families. Residents helped plan it, and a village committee meets every month to keep it on track.',
    date: '2025-02-14',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'After two years of running mobile medical days in the villages of Al Badrashin, the New Egypt Club – Cairo has opened its first permanent community clinic on the main road between Mit Rahina and Saqqara. The clinic occupies the ground floor of a building donated for ten years by a local family, and it was renovated over four months by volunteers, local craftsmen and a team of engineering students who gave up their weekends to tile floors, install a water tank and wire the consultation rooms.',
      },
      { type: 'h2', text: 'What the clinic offers' },
      {
        type: 'p',
        text: 'The clinic is open six days a week. A general practitioner sees patients every morning, a paediatrician comes three afternoons a week, and a midwife runs antenatal check-ups on Tuesdays and Saturdays. A small pharmacy stocks the most commonly prescribed medicines for chronic conditions such as diabetes and high blood pressure. Families pay a symbolic fee of ten pounds for a consultation, and nobody who cannot pay is turned away. Cases that need specialist care are referred to partner hospitals in Giza and Cairo, with transport arranged by the club.',
      },
      { type: 'h2', text: 'Built with the village, not just for it' },
      {
        type: 'p',
        text: 'A committee of six residents, including two teachers and the imam of the local mosque, meets with our medical coordinator every month to review waiting times and suggest changes. It was this committee that asked for the Saturday antenatal session, because many young mothers work in the fields during the week. We believe a clinic only lasts if the people it serves feel it belongs to them, and the early signs are encouraging: more than 600 patients were registered in the first three weeks.',
      },
      {
        type: 'p',
        text: 'We are grateful to every donor who made this possible, and especially to the members of our New York and New Jersey offices, whose winter appeal covered the cost of the ultrasound machine and the first year of medicines. If you would like to sponsor a month of consultations or help stock the pharmacy, please choose Medical Care when you make a donation.',
      },
    ],
    images: [
      landscape('news-badrashin-clinic-entrance', 'Al Badrashin Community Clinic', 168),
      landscape('news-badrashin-clinic-pharmacy', 'Clinic Pharmacy', 190),
    ],
    metaTitle: 'Community clinic opens in Al Badrashin',
    metaDescription:
      'New Egypt opened a permanent community clinic in Al Badrashin offering general practice, maternal care and a pharmacy to more than 4,000 families.',
  },
  {
    kind: 'news',
    slug: 'ramadan-2025-food-boxes-reach-3200-families',
    title: 'Ramadan 2025: 3,200 food boxes reach families in eight governorates',
    excerpt:
      'Volunteers packed and delivered 3,200 Ramadan food boxes this year, each holding enough rice, lentils, oil, sugar, dates and pasta to feed a family of five for the whole month.',
    date: '2025-03-20',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'For three weekends in February, the hall of the New Egypt Club – Cairo turned into a packing line. More than 300 volunteers, many of them university students and retired teachers, filled 3,200 boxes with rice, lentils, cooking oil, sugar, tea, pasta, dates and tinned beans. Each box was designed with a nutritionist to feed a family of five through the month, and each one carried a handwritten card wishing the family a blessed Ramadan.',
      },
      { type: 'h2', text: 'Reaching the families who need it most' },
      {
        type: 'p',
        text: 'Our social researchers visited every household on the list before the campaign began. Priority went to widows, families caring for a sick or disabled member, and day labourers whose work had dried up over the winter. Clubs in Alexandria, Mansoura, Tanta, Ismailia, Port Said, Luxor and Aswan ran their own distributions using the same lists and the same box contents, so that a family in Aswan received exactly what a family in Shubra received.',
      },
      {
        type: 'p',
        text: 'Deliveries were made to the door wherever possible, to spare elderly recipients a long wait in a queue. In the villages around Luxor and Aswan, volunteers borrowed pick-up trucks from local farmers and delivered boxes after the sunset prayer, when the heat of the day had passed and families were at home. A few families asked volunteers to pass their box on to a neighbour in greater need, which we did, adding the neighbour to next year’s list.',
      },
      { type: 'h2', text: 'Thank you' },
      {
        type: 'p',
        text: 'The campaign cost just under 39 dollars per box, including transport. Donations came from more than 1,100 people, and our New Jersey office matched every gift made during the first ten days of the month. To everyone who gave money, time or a truck: thank you. The families you helped will remember this Ramadan, and so will we. Preparations for next year’s campaign begin in December.',
      },
    ],
    images: [
      landscape('news-ramadan-2025-packing', 'Ramadan Food Boxes 2025', 32),
      landscape('news-ramadan-2025-delivery', 'Delivering After Iftar', 20),
      landscape('news-ramadan-2025-cards', 'Handwritten Ramadan Cards', 45),
    ],
    metaTitle: 'Ramadan 2025 food boxes reach 3,200 families',
    metaDescription:
      'Over 300 volunteers packed and delivered 3,200 Ramadan food boxes to families in eight governorates, each one enough to feed a family for the month.',
  },
  {
    kind: 'news',
    slug: 'new-jersey-office-first-family-fundraising-dinner',
    title: 'Our New Jersey office hosts its first family fundraising dinner for medical convoys',
    excerpt:
      'Two hundred guests gathered in New Jersey for an evening of Egyptian food, music and stories from the field, raising the funds for two medical convoys to Upper Egypt.',
    date: '2025-04-26',
    category: 'events',
    body: [
      {
        type: 'p',
        text: 'On a rainy Saturday evening, around two hundred guests filled a community hall in New Jersey for the first family fundraising dinner organised by our local office. Families came with grandparents and toddlers alike, and volunteers served koshari, molokhia, stuffed vine leaves and basbousa cooked by members of the community. A children’s corner with colouring tables kept the youngest guests busy while their parents listened to the evening’s speakers.',
      },
      { type: 'h2', text: 'Stories from the field' },
      {
        type: 'p',
        text: 'The highlight of the evening was a short talk by Dr. Hany Abdel Moneim, an ophthalmologist who has joined four of our medical convoys in Aswan and Luxor. He spoke about an elderly farmer who had lived with cataracts for six years because the nearest eye surgeon was a day’s journey away, and who saw his grandchildren clearly for the first time after a twenty-minute operation funded by donors. Several guests said afterwards that this was the moment they decided to give.',
      },
      {
        type: 'p',
        text: 'The evening raised enough to fund two complete medical convoys, including doctors’ travel, medicines, eye surgeries and follow-up visits. A silent auction of donated items, from a hand-woven Siwa rug to a signed football shirt, added a welcome extra sum. Everything raised goes to our Medical Care purpose. Guests who could not stay until the end of the auction left pledges with the volunteers at the door, and several families have since set up monthly donations to support future convoys.',
      },
      { type: 'h2', text: 'See you next year' },
      {
        type: 'p',
        text: 'Our New Jersey volunteers are already planning the next dinner, and several guests have offered to host smaller gatherings in their own homes. If you live in the area and would like to help, or if you would simply like to be invited next time, please write to us through the contact page. A heartfelt thank you to the cooks, the musicians, the auction donors and every family who came out in the rain.',
      },
    ],
    images: [
      landscape('news-nj-dinner-hall', 'New Jersey Family Dinner', 220),
      landscape('news-nj-dinner-auction', 'Silent Auction', 250),
    ],
    metaTitle: 'New Jersey family fundraising dinner',
    metaDescription:
      'Our New Jersey office hosted its first family fundraising dinner, raising enough to fund two medical convoys to Aswan and Luxor in Upper Egypt.',
  },
  {
    kind: 'news',
    slug: 'aswan-medical-convoy-eye-screening-2025',
    title:
      'Aswan medical convoy screens 1,260 patients and performs 48 cataract operations in two days',
    subTitle: 'Eye care, diabetes checks and children’s health in Kom Ombo and Edfu',
    excerpt:
      'Twenty-two doctors and forty volunteers spent two days in Kom Ombo and Edfu, screening 1,260 patients, dispensing free medicines and operating on 48 people with cataracts.',
    date: '2025-05-17',
    category: 'health',
    body: [
      {
        type: 'p',
        text: 'Our spring medical convoy travelled to Aswan governorate on 16 and 17 May, setting up in a primary school in Kom Ombo on the first day and in a youth centre in Edfu on the second. Twenty-two doctors volunteered their time, covering ophthalmology, internal medicine, paediatrics, gynaecology, dermatology and dentistry. They were supported by forty volunteers from the Aswan and Luxor clubs, who handled registration, crowd management, the pharmacy and, in the heat of the afternoon, a great deal of cold water.',
      },
      { type: 'h2', text: 'Eye care at the heart of the convoy' },
      {
        type: 'p',
        text: 'Cataracts remain one of the most common causes of preventable blindness in rural Upper Egypt. The ophthalmology team screened 410 patients and selected 48 for surgery, which was carried out at a partner hospital in Aswan city over the following week. Every patient received post-operative drops, a follow-up appointment and transport home. Another 150 patients received free prescription glasses, many of them schoolchildren who had been struggling to read the board.',
      },
      {
        type: 'p',
        text: 'The internal medicine team found that nearly one adult in five who was tested had blood sugar levels high enough to need treatment, and most of them had never been diagnosed. Each one left with medicines for three months and a referral to the nearest government health unit, where our volunteers will follow up by phone. Dentists, meanwhile, extracted or filled more than two hundred teeth, mostly for children.',
      },
      { type: 'h2', text: 'What comes next' },
      {
        type: 'p',
        text: 'The convoy cost just under 16,000 dollars, funded largely by the New Jersey family dinner and by individual donors. Our next convoy is planned for the autumn in the villages of Sohag. Doctors, nurses and pharmacists who would like to volunteer can register through the Join Us page; we especially need optometrists and paediatric nurses. We would also like to thank the headmaster in Kom Ombo and the staff of the youth centre in Edfu, who opened their buildings at dawn and stayed until the last patient had gone.',
      },
    ],
    images: [
      landscape('news-aswan-convoy-registration', 'Aswan Medical Convoy', 28),
      landscape('news-aswan-convoy-eye-clinic', 'Eye Screening in Kom Ombo', 200),
    ],
    metaTitle: 'Aswan medical convoy: 1,260 patients screened',
    metaDescription:
      'Our spring medical convoy in Kom Ombo and Edfu screened 1,260 patients, provided free medicines and glasses, and funded 48 cataract operations.',
  },
  {
    kind: 'news',
    slug: 'clean-water-project-minya-first-wells',
    title: 'Clean water project: the first two wells are flowing in the villages of Mallawi',
    excerpt:
      'Two deep wells with solar pumps and filtration now supply safe drinking water to about 1,800 people in Al Ashmunein and Tuna El Gebel, where families used to carry water from a canal.',
    date: '2025-07-08',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'For years, many families in the villages of Al Ashmunein and Tuna El Gebel in Mallawi, Minya, relied on water drawn from irrigation canals or carried in jerrycans from a tap shared by hundreds of households. Stomach illnesses among children were common, and girls often missed school to help fetch water. In June, the first two wells of our clean water project began pumping, each fitted with a solar-powered pump, a sand and carbon filtration unit and a storage tank feeding six public taps.',
      },
      { type: 'h2', text: 'How the project works' },
      {
        type: 'p',
        text: 'Each site was chosen with the village council after water testing by an accredited laboratory in Minya. Local young men were trained to maintain the pumps and replace the filters, and a small monthly contribution from each household, agreed by the families themselves, pays for spare parts. The solar panels mean there is no fuel to buy and no pump standing idle during power cuts. Water quality is tested every three months, and the results are posted at each tap.',
      },
      {
        type: 'p',
        text: 'The two wells now supply safe drinking water to about 1,800 people. The village health unit has already noticed fewer children coming in with diarrhoea, although it is too early to draw firm conclusions, and we will publish the health unit’s figures at the end of the year. Women in both villages say the biggest change is time: hours that used to be spent queuing or carrying water can now go to work, rest and their children’s homework.',
      },
      { type: 'h2', text: 'Helping us reach the target' },
      {
        type: 'p',
        text: 'Our goal is to build eight wells across Minya and Asyut by the end of 2026. Each well costs around 7,500 dollars, including testing, drilling, solar equipment and training. Donations under the Clean Water purpose go entirely to this project, and every donor will receive a photo update when the well they helped fund is opened. Sites for the next three wells, two near Dairut and one in Mallawi, have already been tested and approved.',
      },
    ],
    images: [
      landscape('news-minya-well-tap', 'Clean Water in Mallawi', 195),
      landscape('news-minya-well-solar', 'Solar-Powered Well', 55),
    ],
    metaTitle: 'First clean water wells open in Mallawi',
    metaDescription:
      'Two solar-powered wells with filtration now bring safe drinking water to about 1,800 people in Al Ashmunein and Tuna El Gebel, Minya governorate.',
  },
  {
    kind: 'news',
    slug: 'egyptian-volunteer-day-6-september-2025',
    title: 'Egyptian Volunteer Day, 6 September 2025: more than 600 volunteers in eleven cities',
    subTitle: 'Clean-ups, school repairs, blood drives and home visits, all on one day',
    excerpt:
      'On Egyptian Volunteer Day, 6 September 2025, more than 600 New Egypt volunteers painted schools, cleaned streets, gave blood and visited elderly neighbours in eleven cities. Here is how the day went, and how you can join us for the next one.',
    date: '2025-09-06',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'Egyptian Volunteer Day falls on 6 September, and this year our clubs marked it with the biggest single day of volunteering in the foundation’s history. More than 600 volunteers took part in eleven cities, from Alexandria to Aswan, while members of our New York and New Jersey offices organised a food drive for local shelters and a video call with the volunteers in Cairo. For many of them, it was their first time volunteering with us.',
      },
      { type: 'h2', text: 'What we did' },
      {
        type: 'p',
        text: 'In Cairo, 240 volunteers repainted classrooms and repaired desks in three primary schools in Shubra and Helwan before the new school year. In Alexandria and Port Said, teams cleaned beaches and planted trees along the corniche. The Mansoura and Tanta clubs ran blood donation drives with the regional blood banks and collected more than 310 units. In Luxor and Aswan, volunteers visited elderly people living alone, bringing groceries, checking on their medicines and simply sitting with them for a cup of tea.',
      },
      {
        type: 'p',
        text: 'Volunteers ranged in age from sixteen to seventy-four. Mariam, a pharmacy student from Giza, said she came with two friends because she wanted to do something useful before exams began. Hajj Abdel Fattah, a retired carpenter, spent the whole day fixing chairs in a Helwan school and then asked when the next volunteering day would be. Whole families came together, and in Port Said a group of fishermen turned up with their own brushes and spent the morning painting a school fence.',
      },
      { type: 'h2', text: 'Why volunteering matters' },
      {
        type: 'p',
        text: 'Money pays for medicines and food boxes, but much of what our clubs do depends on people giving their time: registering patients at a convoy, carrying boxes up five flights of stairs, tutoring a child after school. Volunteer Day is a reminder that everyone has something to give. Volunteering with us is unpaid and does not make you a member or a representative of the foundation, but it does make you part of a community that shows up for its neighbours.',
      },
      { type: 'h2', text: 'Join us' },
      {
        type: 'p',
        text: 'If you could not join us on 6 September, there is no need to wait for next year. Our clubs need volunteers every week, for convoys, food distributions, tutoring, photography, translation and office work. Tell us your skills and the hours you are free using the volunteer form, and the coordinator of the nearest club will contact you. We would love to welcome you to the team.',
      },
    ],
    images: [
      landscape('news-volunteer-day-2025-group', 'Egyptian Volunteer Day 2025', 140),
      landscape('news-volunteer-day-2025-school', 'Repainting Classrooms in Shubra', 95),
      landscape('news-volunteer-day-2025-blood', 'Blood Drive in Mansoura', 350),
    ],
    metaTitle: 'Egyptian Volunteer Day, 6 September 2025',
    metaDescription:
      'More than 600 New Egypt volunteers in eleven cities marked Egyptian Volunteer Day on 6 September 2025. See what they did and find out how to join us.',
  },
  {
    kind: 'news',
    slug: 'back-to-school-supplies-drive-2025',
    title: 'Back to school: 2,400 children start the year with a full school bag',
    excerpt:
      'Our back-to-school drive delivered 2,400 school bags with notebooks, pens, a geometry set and a uniform voucher to children in Cairo, Giza and Upper Egypt in time for the first day of term.',
    date: '2025-09-20',
    category: 'education',
    body: [
      {
        type: 'p',
        text: 'The start of the school year is one of the most expensive moments in the calendar for Egyptian families. A uniform, a bag and a list of supplies can cost more than a week’s wages for a day labourer with three or four children at school. This year our back-to-school drive set out to make sure that no child on our sponsorship lists would walk into class empty-handed, and by the first day of term 2,400 children had received a full school bag.',
      },
      { type: 'h2', text: 'What is in the bag' },
      {
        type: 'p',
        text: 'Each bag contains twelve notebooks, pens and pencils, a geometry set, coloured pencils, a water bottle and a voucher for a school uniform, redeemable at partner shops in each city. The contents were chosen with teachers to match the supply lists for primary and preparatory schools. Older students received a scientific calculator instead of the coloured pencils. Bags were packed by volunteers on Egyptian Volunteer Day and during the following two weekends.',
      },
      {
        type: 'p',
        text: 'Distribution took place in schools and in our clubs, with priority given to orphans we sponsor and to children from families registered with our social researchers. In the villages of Armant and Esna, the Luxor club delivered bags door to door so that children who had dropped out last year could be encouraged to return. Teachers there report that eleven of those children were back in their classrooms by the end of the first week.',
      },
      { type: 'h2', text: 'Staying in school' },
      {
        type: 'p',
        text: 'A school bag is a small thing, but teachers tell us it makes a real difference to attendance in the first weeks of term, when families decide whether a child will stay in school this year. Throughout the year, our Education Support purpose also funds after-school tutoring and pays exam fees for secondary students. A gift of 35 dollars covers one complete bag and uniform voucher.',
      },
    ],
    images: [landscape('news-school-bags-2025', 'Back to School 2025', 265)],
    metaTitle: 'Back-to-school drive: 2,400 school bags',
    metaDescription:
      'Our 2025 back-to-school drive gave 2,400 children a full school bag and a uniform voucher in Cairo, Giza, Luxor and Aswan before the first day of term.',
  },
  {
    kind: 'news',
    slug: 'winter-blankets-campaign-2025-upper-egypt',
    title: 'Winter blankets campaign delivers warmth to 1,500 households in Upper Egypt',
    excerpt:
      'Desert nights in Upper Egypt can drop close to freezing. This winter, volunteers delivered 3,000 heavy blankets and 900 children’s jackets to 1,500 households in Sohag, Qena and Asyut.',
    date: '2025-12-10',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'People who picture Egypt as a country of endless sunshine are often surprised to learn how cold winter nights can be in the villages of Upper Egypt. In mud-brick homes without heating, temperatures inside can fall to a few degrees above zero in January, and elderly people and young children suffer most. Our winter campaign has been running since November, and by the second week of December it had reached 1,500 households in Sohag, Qena and Asyut.',
      },
      { type: 'h2', text: 'Heavy blankets, warm jackets' },
      {
        type: 'p',
        text: 'Each household received two heavy wool-blend blankets, bought directly from a textile factory in El Mahalla El Kubra to keep costs down and support local workers. Families with children under twelve also received a warm jacket for each child. Volunteers from the Luxor and Aswan clubs drove north to help their colleagues, and a local transport company lent two lorries for the longest routes into the villages around Girga and Dishna.',
      },
      {
        type: 'p',
        text: 'Our social researchers used the same household lists as for the Ramadan campaign, adding families affected by the recent rise in food prices. Widows, elderly people living alone and families with a disabled member were visited first. Each delivery is recorded, and a sample of families is called a week later to make sure the blankets arrived and were what they needed. Where a household has needs beyond blankets, such as a leaking roof or an illness left untreated, the researcher refers the family to the right programme of the foundation.',
      },
      { type: 'h2', text: 'There is still time to help' },
      {
        type: 'p',
        text: 'The campaign has raised about three quarters of its target so far. A gift of 15 dollars covers two blankets for one household, and 25 dollars adds jackets for two children. Please choose Emergency Relief when you donate. Distributions will continue until the end of December, and every blanket bought before then will be delivered before the coldest weeks of January.',
      },
    ],
    images: [
      landscape('news-winter-blankets-2025-lorry', 'Winter Blankets 2025', 230),
      landscape('news-winter-blankets-2025-family', 'Warm Jackets for Children', 10),
    ],
    metaTitle: 'Winter blankets campaign in Upper Egypt',
    metaDescription:
      'Our winter campaign delivered 3,000 heavy blankets and 900 children’s jackets to 1,500 households in Sohag, Qena and Asyut. There is still time to help.',
  },
]
