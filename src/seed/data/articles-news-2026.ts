import { landscape } from './helpers'
import type { SeedArticle } from './types'

/** News published in 2026. */
export const news2026: SeedArticle[] = [
  {
    kind: 'news',
    slug: 'annual-report-2025-a-year-in-numbers',
    title:
      'Our 2025 annual report: a year of clinics, convoys, classrooms and clean water in numbers',
    excerpt:
      'The 2025 annual report is published. It covers 14 medical convoys, a new clinic, 3,200 Ramadan boxes, 2,400 school bags and two new wells, together with a full account of where every dollar went. It also sets out our priorities for 2026, from six more clean water wells to new tutoring centres in Luxor and Aswan.',
    date: '2026-01-25',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'Every January we publish an account of the previous year, because donors deserve to know exactly what their money achieved and how it was spent. The 2025 report is now available from any of our clubs and our offices in New York and New Jersey. It was reviewed by an independent accountant and approved by the board of the New Egypt Club – Cairo before publication.',
      },
      { type: 'h2', text: 'The year in numbers' },
      {
        type: 'p',
        text: 'In 2025 our clubs ran 14 medical convoys that saw more than 11,000 patients, opened a permanent clinic in Al Badrashin, distributed 3,200 Ramadan food boxes and 1,500 winter kits, gave 2,400 children a full school bag and sponsored 380 orphans every month. Two clean water wells began operating in Minya, and more than 1,400 volunteers gave their time, including 600 on Egyptian Volunteer Day alone.',
      },
      {
        type: 'p',
        text: 'Of every dollar donated, 89 cents went directly to programmes. Administration and fundraising accounted for the rest, kept low because our clubs are run largely by volunteers and several of our offices are lent to us free of charge. The report lists the income and expenses of each purpose separately, so you can see exactly how Medical Care, Education Support, Food Security, Clean Water, Orphan Sponsorship and Emergency Relief were funded.',
      },
      { type: 'h2', text: 'Looking ahead to 2026' },
      {
        type: 'p',
        text: 'This year our priorities are to complete six more wells, to add a dental chair and a weekly diabetes clinic in Al Badrashin, and to open after-school tutoring centres in Luxor and Aswan. We will also strengthen the way clubs share volunteers, so that a doctor in Alexandria can easily join a convoy organised by the Aswan club. Thank you for walking with us through 2025.',
      },
    ],
    images: [landscape('news-annual-report-2025', 'Annual Report 2025', 205)],
    metaTitle: '2025 annual report: a year in numbers',
    metaDescription:
      'Read the New Egypt 2025 annual report: 14 medical convoys, a new clinic, food boxes, school bags and clean water wells, with a full account of spending.',
  },
  {
    kind: 'news',
    slug: 'new-york-club-launches-youth-mentoring-programme',
    title:
      'New York club launches a mentoring programme linking Egyptian-American students with pupils in Shubra, Cairo',
    excerpt:
      'Thirty university students in New York now meet online every fortnight with secondary school pupils in Shubra, helping them with English, study skills and planning for university.',
    date: '2026-02-18',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'Many young people of Egyptian heritage in the United States have asked us how they can help without travelling to Egypt. This month our New York club found one answer: a mentoring programme that pairs thirty university students in New York with thirty secondary school pupils in Shubra. Each pair meets online every other Saturday for an hour, using laptops provided in a classroom at the New Egypt Club – Cairo so that pupils without a computer at home can take part.',
      },
      { type: 'h2', text: 'More than English lessons' },
      {
        type: 'p',
        text: 'Sessions begin with conversational English, but mentors also help with study plans, exam stress and questions about university and careers. Several pupils want to study medicine or engineering, and their mentors are students in exactly those fields. A teacher from the school attends every session, and mentors receive training in safeguarding and in working with teenagers before they are matched.',
      },
      {
        type: 'p',
        text: 'Youssef, a sixteen-year-old from Shubra, says that talking to his mentor has made the idea of university feel real. His mentor, Nadine, a biology student whose parents came from Mansoura, says she has learned as much as she has taught, and that her Arabic has improved considerably since February. Both say that the hardest part of the programme is the time difference: Saturday morning in New York is already afternoon in Cairo, so sessions have to be planned carefully around exams and family commitments.',
      },
      { type: 'h2', text: 'Growing the programme' },
      {
        type: 'p',
        text: 'If the first term goes well, the New York and New Jersey offices hope to expand the programme to one hundred pairs and to include pupils in Alexandria and Luxor. Students in the United States who would like to become mentors can register through the volunteer form, mentioning the mentoring programme in the skills field. The club is also looking for volunteers with teaching experience to help train new mentors.',
      },
    ],
    images: [
      landscape('news-ny-mentoring-session', 'Mentoring Across the Ocean', 215),
      landscape('news-ny-mentoring-classroom', 'Online Sessions in Shubra', 275),
    ],
    metaTitle: 'New York youth mentoring programme launches',
    metaDescription:
      'Our New York club launched a mentoring programme pairing university students in New York with secondary school pupils in Shubra, Cairo, for online sessions.',
  },
  {
    kind: 'news',
    slug: 'ramadan-2026-food-boxes-and-iftar-tables',
    title: 'Ramadan 2026: food boxes, community iftar tables and a new delivery system',
    excerpt:
      'This Ramadan our clubs are delivering food boxes to 3,600 families and serving a daily community iftar in Cairo and Alexandria. A new text-message system tells each family when to expect their delivery.',
    date: '2026-03-05',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'Ramadan began in mid-February, and our clubs have been busier than ever. This year we are delivering food boxes to 3,600 families, four hundred more than last year, thanks to the generosity of donors who responded to the appeal in January. The box contents are unchanged, because families told us they were exactly right: rice, lentils, oil, sugar, tea, pasta, beans and dates, enough for a family of five for the month.',
      },
      { type: 'h2', text: 'Community iftar tables' },
      {
        type: 'p',
        text: 'For the first time, the Cairo and Alexandria clubs are also running a daily community iftar table, serving a hot meal to around 250 people each evening. Guests include workers far from home, elderly neighbours and passers-by caught on the road at sunset. Meals are cooked in the club kitchens by volunteers, and local restaurants take turns donating the main dish on Fridays. Everyone is welcome, and nobody is asked any questions.',
      },
      {
        type: 'p',
        text: 'We have also introduced a simple text-message system so that every family receives a message the day before their box arrives, with the name of the volunteer who will deliver it. This has reduced missed deliveries dramatically, and several families have replied with messages of thanks and prayers for the volunteers. The system was built by a volunteer software engineer in New York and costs less than a cent per message.',
      },
      { type: 'h2', text: 'How to help this month' },
      {
        type: 'p',
        text: 'A complete food box costs around 40 dollars, and one iftar meal costs just under two dollars. Donations marked Food Security go directly to the Ramadan campaign until the end of the month. If you live in Cairo or Alexandria, you can also volunteer to cook, serve or deliver; the evening shifts begin two hours before sunset. Whatever you are able to give, thank you, and Ramadan Kareem.',
      },
    ],
    images: [
      landscape('news-ramadan-2026-iftar', 'Community Iftar Table', 38),
      landscape('news-ramadan-2026-boxes', 'Ramadan Food Boxes 2026', 25),
    ],
    metaTitle: 'Ramadan 2026 food boxes and iftar tables',
    metaDescription:
      'This Ramadan our clubs deliver food boxes to 3,600 families and serve a daily community iftar in Cairo and Alexandria. Find out how you can help this month.',
  },
  {
    kind: 'news',
    slug: 'alexandria-club-literacy-classes-for-women',
    title: 'Alexandria club opens literacy classes for women in Al Amreya, with childcare included',
    excerpt:
      'Forty-five women have enrolled in free reading and writing classes at the Alexandria club’s new learning room in Al Amreya. A volunteer-run playroom looks after their children during lessons.',
    date: '2026-04-12',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'When volunteers from the Alexandria club asked mothers in Al Amreya what would make the biggest difference to their lives, the answer surprised them. Many women said they wanted to learn to read, so that they could help their children with homework, read a prescription or fill in a form at the bank without asking a stranger. In April, the club opened a learning room above a pharmacy on the main street, and forty-five women enrolled in the first week.',
      },
      { type: 'h2', text: 'Classes that fit around family life' },
      {
        type: 'p',
        text: 'Classes run three mornings a week, after children have gone to school, and last ninety minutes. The curriculum follows the national adult literacy programme, so that women who complete it can sit the official certificate exam. Teachers are retired schoolteachers who volunteer their time, and a playroom next door, run by two volunteers, looks after toddlers during lessons. Tea is always on the table.',
      },
      {
        type: 'p',
        text: 'The oldest student is sixty-three and says she wants to read the Quran herself before she dies. The youngest is nineteen and left school at ten to help her mother. Several women have brought neighbours and sisters to the second week of classes, and there is already a waiting list. Teachers say the women learn quickly because they are so determined, and that the first time a student reads a whole sentence aloud, the entire class applauds.',
      },
      { type: 'h2', text: 'What comes next' },
      {
        type: 'p',
        text: 'The club hopes to open a second class in the evenings for women who work, and to add basic arithmetic and a short course on using a mobile phone for banking and government services. Each place on the course costs about 60 dollars for the full year, including books. Donations under Education Support help to fund these classes. Volunteers who can teach, or look after children for a few hours a week, are always welcome.',
      },
    ],
    images: [landscape('news-alexandria-literacy-class', 'Literacy Classes in Al Amreya', 300)],
    metaTitle: 'Literacy classes for women in Al Amreya',
    metaDescription:
      'The Alexandria club opened free literacy classes for women in Al Amreya, with a volunteer-run playroom for their children. Forty-five women have enrolled.',
  },
  {
    kind: 'news',
    slug: 'eid-al-adha-2026-meat-distribution',
    title: 'Eid al-Adha: fresh meat shared with 2,800 households across nine clubs',
    excerpt:
      'For Eid al-Adha, donors funded 140 sacrifices. Volunteers portioned and delivered fresh meat to 2,800 households within two days, following strict hygiene and cold-chain rules.',
    date: '2026-05-29',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'For many families we work with, meat is a rare luxury, eaten perhaps a few times a year. Eid al-Adha is one of those times, and our clubs make sure that nobody on their lists is left out. This year donors in Egypt and abroad funded 140 sacrifices, which were carried out in licensed slaughterhouses under veterinary supervision in Cairo, Giza, Alexandria, Mansoura, Tanta, Ismailia, Port Said, Luxor and Aswan.',
      },
      { type: 'h2', text: 'From slaughterhouse to doorstep in two days' },
      {
        type: 'p',
        text: 'The meat was portioned into two-kilogram packs, chilled and delivered in refrigerated vans to distribution points, where volunteers handed them out from early morning. Families who could not come, mostly elderly and disabled people, received deliveries at home. In total, 2,800 households received meat within two days of the first day of Eid, and every pack was labelled with the date and the name of the slaughterhouse.',
      },
      {
        type: 'p',
        text: 'Volunteers also distributed small Eid gifts to children in the orphan sponsorship programme: a new outfit bought a week earlier, a bag of sweets and, for the youngest, a toy. Many clubs held a small celebration on the second day, with games and a shared meal. For many of these children it was the first new outfit of the year, and the photographs volunteers took that morning are among our favourites.',
      },
      { type: 'h2', text: 'Thank you for your trust' },
      {
        type: 'p',
        text: 'Every donor who funded a sacrifice received a message confirming that it had been carried out and distributed, and donors abroad received photographs of the distribution in the city they chose. We are deeply grateful for your trust, and wish you and your families a blessed Eid. Next year we hope to extend the distribution to the Asyut club and to the villages of Minya where our clean water project works.',
      },
    ],
    images: [
      landscape('news-eid-adha-2026-distribution', 'Eid al-Adha 2026', 12),
      landscape('news-eid-adha-2026-children', 'Eid Gifts for Children', 320),
    ],
    metaTitle: 'Eid al-Adha 2026 meat distribution',
    metaDescription:
      'For Eid al-Adha 2026, donors funded 140 sacrifices and volunteers delivered fresh meat to 2,800 households across nine New Egypt clubs within two days.',
  },
  {
    kind: 'news',
    slug: 'port-said-club-welcomes-new-board',
    title: 'Port Said club welcomes its new board and sets three priorities for the coming term',
    excerpt:
      'The Port Said club has a new board. Its first meeting set three priorities: a youth swimming safety programme, support for fishermen’s families in winter, and a monthly medical day in Al Manakh.',
    date: '2026-06-22',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'Following the general assembly in June, the Port Said club has a new board. In line with our bylaws, the board includes a president, a vice president, a treasurer, a secretary and an executive board member, all elected by the members of the club. Two of the five are serving for the first time, and the new president, Engineer Waleed Shehata, has been volunteering with the club since its first Ramadan campaign.',
      },
      { type: 'h2', text: 'Three priorities' },
      {
        type: 'p',
        text: 'At its first meeting the board agreed on three priorities for the term. The first is a swimming safety programme for children in the summer months, after several drownings along the coast last year. The second is winter support for the families of fishermen, whose income falls sharply when the boats cannot go out. The third is a monthly medical day in the Al Manakh district, in partnership with doctors from the Port Said club and the Ismailia club.',
      },
      {
        type: 'p',
        text: 'Like all our chapters, the Port Said club follows national policies and branding, operates under the foundation’s legal structure and is subject to national oversight, while running its own programmes and fundraising locally. The new board will present a budget for its three priorities to the national board in September, and will report on its progress to members at the general assembly every year. Any volunteer or member who wishes to join one of the three working groups can simply let the club secretary know.',
      },
      {
        type: 'p',
        text: 'The board thanked the outgoing members for their years of service, especially the former treasurer, who set up the club’s first transparent accounting system and will continue to volunteer as an adviser. Members and volunteers in Port Said are warmly invited to the club’s open evening on the first Thursday of every month, where the board reports on progress and listens to suggestions from the community.',
      },
    ],
    images: [landscape('news-port-said-new-board', 'Port Said Club Board', 185)],
    metaTitle: 'Port Said club welcomes its new board',
    metaDescription:
      'The Port Said club elected a new board, which set three priorities: swimming safety for children, winter help for fishermen’s families and a medical day.',
  },
  {
    kind: 'news',
    slug: 'from-patient-to-volunteer-amals-story',
    title:
      'From patient to volunteer: how Amal went from our clinic waiting room to its front desk',
    excerpt:
      'Two years ago Amal came to our Al Badrashin clinic with her feverish baby. Today she runs its reception desk as a volunteer and helps other young mothers find their way through the health system.',
    date: '2026-08-09',
    category: 'stories',
    body: [
      {
        type: 'p',
        text: 'Amal was twenty-two when she first walked into the Al Badrashin clinic, carrying her eight-month-old son, who had been feverish for three days. She had already spent money she did not have on a private doctor and on medicines that did not help. The paediatrician diagnosed an ear infection, explained how to give the antibiotics, and asked her to come back in a week. It was, she says, the first time a doctor had taken the time to explain anything to her.',
      },
      { type: 'h2', text: 'Coming back to help' },
      {
        type: 'p',
        text: 'Amal kept coming back, first for her son’s check-ups and later for her own antenatal care when she was expecting her second child. She started helping the receptionist on busy mornings, calming anxious mothers and explaining the queue system. When the receptionist moved to Cairo, the clinic coordinator asked Amal whether she would like to take over, with training. She said yes on the spot.',
      },
      {
        type: 'p',
        text: 'Today Amal volunteers four mornings a week. She knows most families by name, reminds mothers when vaccinations are due and has persuaded several women in her street to attend antenatal check-ups. She also completed a first aid course with the Egyptian Red Crescent, paid for by the clinic. In her spare time she is studying for her secondary school certificate, which she had to abandon when she married at seventeen.',
      },
      { type: 'h2', text: 'In her own words' },
      {
        type: 'p',
        text: '“When I came here the first time, I was scared and alone,” Amal says. “Now I see young mothers come in with the same face I had, and I can tell them: do not worry, you are in good hands, sit down and have some water. That is the best part of my day.” Stories like Amal’s are why we believe in building clinics with communities, not just for them.',
      },
    ],
    images: [
      landscape('news-amal-story-reception', 'From Patient to Volunteer', 340),
      landscape('news-amal-story-clinic', 'Al Badrashin Clinic Reception', 160),
    ],
    metaTitle: 'From patient to volunteer: Amal’s story',
    metaDescription:
      'Two years ago Amal brought her sick baby to our Al Badrashin clinic. Today she volunteers at its reception desk, helping other young mothers find care.',
  },
  {
    kind: 'news',
    slug: 'partnership-for-childrens-heart-surgery',
    title:
      'New partnership with a university hospital will fund heart surgery for fifty children from low-income families',
    subTitle: 'A dedicated fund, a shorter waiting list and follow-up care for every child',
    excerpt:
      'We have signed an agreement with a university hospital in Cairo to fund heart surgery for fifty children from low-income families over the next two years, with follow-up care included. Families can apply through the case form.',
    date: '2026-10-14',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'Congenital heart defects affect roughly one child in every hundred, and many can be corrected with a single operation if it is done in time. For families with little income, however, the cost of surgery, tests and the hospital stay is out of reach, and waiting lists at public hospitals can be long. This month the foundation signed an agreement with a university hospital in Cairo to fund surgery for fifty children over the next two years.',
      },
      { type: 'h2', text: 'How the fund works' },
      {
        type: 'p',
        text: 'Children are referred through our case request forms, where families can choose Heart as the case purpose, or through paediatricians at our clinics and convoys. A medical committee at the hospital reviews each case and schedules surgery according to urgency. The foundation pays for the operation, the intensive care stay and medicines, and our social researchers help families with travel and accommodation in Cairo during the hospital stay.',
      },
      {
        type: 'p',
        text: 'Every child will be followed for a year after surgery, with check-ups at the hospital and, where needed, at our clinics. The hospital has agreed to share anonymised outcome data so that we can report honestly to donors on the results. Parents will also be trained by the hospital’s nurses to care for their child at home, to recognise warning signs and to manage medicines in the first weeks after the operation.',
      },
      { type: 'h2', text: 'Help a child’s heart' },
      {
        type: 'p',
        text: 'The average cost of surgery and follow-up is around 1,000 dollars per child. The fund has already received about half of the 50,000 dollars needed, including a generous gift from members of our New York club. Donations under Medical Care can be directed to the fund, and families who need help can submit a request through the case form on this website.',
      },
    ],
    images: [
      landscape('news-heart-surgery-partnership', 'Children’s Heart Surgery Fund', 355),
      landscape('news-heart-surgery-ward', 'Follow-Up Care', 180),
    ],
    metaTitle: 'Partnership for children’s heart surgery',
    metaDescription:
      'A new partnership with a university hospital in Cairo will fund heart surgery and follow-up care for fifty children from low-income families in two years.',
  },
]
