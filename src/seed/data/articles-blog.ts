import { landscape } from './helpers'
import type { SeedArticle } from './types'

/** Longer-form blog posts written by volunteers and staff. */
export const blogs: SeedArticle[] = [
  {
    kind: 'blog',
    slug: 'a-day-on-a-medical-convoy',
    title: 'A day on a medical convoy, from the 4 a.m. bus to the last patient at sunset',
    excerpt:
      'What really happens on a medical convoy? A volunteer nurse describes a long, hot, exhausting and deeply rewarding day with our team in a village school in Sohag.',
    date: '2025-06-03',
    category: 'health',
    body: [
      {
        type: 'p',
        text: 'The bus leaves the Cairo club at four in the morning, and by the time it reaches the outskirts of Giza most of the doctors are asleep against the windows. I have been a nurse for eleven years and this was my sixth convoy, but I still cannot sleep on the way. I spend the journey going over the checklist in my head: blood pressure cuffs, glucose strips, paediatric syringes, the box of reading glasses, the registration forms in triplicate.',
      },
      { type: 'h2', text: 'Setting up' },
      {
        type: 'p',
        text: 'We arrive at a primary school in a village outside Sohag just after nine. A queue has already formed at the gate, mostly women with children, and a few elderly men sitting on plastic chairs the local volunteers have brought out. Within forty minutes, classrooms become consultation rooms: a blackboard hides the gynaecology examination couch, and the headmaster’s office becomes the pharmacy. The local volunteers know everyone, which makes registration fast and friendly.',
      },
      {
        type: 'p',
        text: 'By noon I have measured the blood pressure of more than a hundred people. Many have never had it checked. One man in his fifties has a reading so high that the internist sends him straight to the district hospital in one of our hired cars. His wife presses a bag of dates into my hands as they leave, and I eat them for lunch.',
      },
      { type: 'h2', text: 'Why I keep coming back' },
      {
        type: 'p',
        text: 'We see the last patient as the sun goes down, and pack up in the dark. On the bus home everyone is quiet, tired in the way that only useful work makes you tired. I keep coming back because on a convoy, for one day, the distance between a village and a doctor disappears. If you are a nurse, a pharmacist or simply someone who is good at keeping queues calm, please come with us next time.',
      },
    ],
    images: [
      landscape('blog-convoy-day-bus', 'A Day on a Medical Convoy', 24),
      landscape('blog-convoy-day-classroom', 'Classroom Clinic', 175),
    ],
    metaTitle: 'A day on a medical convoy',
    metaDescription:
      'A volunteer nurse describes a long, hot and deeply rewarding day with a New Egypt medical convoy in a village school in Sohag, from dawn until sunset.',
  },
  {
    kind: 'blog',
    slug: 'how-35-dollars-becomes-a-school-bag',
    title: 'Where your money goes: how 35 dollars becomes a school bag',
    excerpt:
      'A step-by-step look at how a 35-dollar donation becomes a full school bag in a child’s hands, from bulk buying and packing to the day it is delivered.',
    date: '2025-10-02',
    category: 'education',
    body: [
      {
        type: 'p',
        text: 'Donors often ask us a simple question: if I give 35 dollars, what exactly happens to it? It is a fair question, and we think every charity should be able to answer it clearly. So here, step by step, is the journey of a 35-dollar donation to our back-to-school drive, from the moment you press the Complete Donation button to the moment a child in Esna opens a new notebook.',
      },
      { type: 'h2', text: 'Buying in bulk' },
      {
        type: 'p',
        text: 'Your donation, after the card processing fee, goes into the Education Support fund. In July the Cairo club’s procurement committee requests quotes from at least three suppliers for notebooks, pens, geometry sets and bags, and buys in bulk, which brings the cost of a full bag of supplies down to about 21 dollars. The remaining 14 dollars pays for a uniform voucher, redeemable at partner shops that agree to sell at a fixed, discounted price.',
      },
      {
        type: 'p',
        text: 'Transport to the clubs outside Cairo adds less than a dollar per bag, because we share lorries with other campaigns and several transport companies carry our goods at cost. Packing is done entirely by volunteers, so it costs nothing but tea and sandwiches. The same goes for our warehouse space, which a supporter in Nasr City lends us for the summer months, and for the volunteers who drive the vans to Giza and Helwan.',
      },
      { type: 'h2', text: 'Reaching the child' },
      {
        type: 'p',
        text: 'Bags are handed out in schools and clubs to children on our sponsorship lists and to families referred by our social researchers. Each distribution is recorded, and a sample of families is called afterwards to check that the bag arrived and that the voucher was accepted. That record is what allows us to publish, in our annual report, exactly how many bags were delivered and what they cost.',
      },
      {
        type: 'p',
        text: 'So the answer to the question is this: 35 dollars becomes one school bag, one uniform and, we hope, one more child who stays in school this year. Thank you for asking, and thank you for giving. If you would like to see the numbers for yourself, the annual report sets out the cost of every campaign, line by line, and any donor is welcome to ask us for more detail. We would rather answer a hundred questions than lose the trust of one donor.',
      },
    ],
    images: [landscape('blog-school-bag-journey', 'How 35 Dollars Becomes a School Bag', 255)],
    metaTitle: 'How 35 dollars becomes a school bag',
    metaDescription:
      'Step by step, how a 35-dollar donation to our back-to-school drive becomes a full school bag and a uniform for a child, from bulk buying to delivery.',
  },
  {
    kind: 'blog',
    slug: 'what-our-first-winter-campaign-taught-us',
    title: 'What our first winter campaign taught us about listening to the families we serve',
    excerpt:
      'Our first winter campaign handed out blankets that nobody had asked for in the sizes they needed. Here is what went wrong, what we changed, and why we now ask families first.',
    date: '2026-01-12',
    category: 'stories',
    body: [
      {
        type: 'p',
        text: 'Our first winter campaign, years ago, was a well-meant mistake. We bought thin fleece blankets in bulk because they were cheap and easy to carry, and we handed them out in villages near Qena in a single afternoon. A month later, a volunteer visiting one of the families noticed the blanket folded neatly on a shelf, unused. It was too thin to make any difference on a cold night, the mother explained politely, so she was keeping it for guests.',
      },
      { type: 'h2', text: 'Asking first' },
      {
        type: 'p',
        text: 'That conversation changed how we work. The following year, before buying anything, our social researchers asked families what they actually needed to get through the winter. The answers were consistent: heavy blankets, not light ones; warm jackets for children who walk to school in the early morning; and, in some homes, plastic sheeting to cover windows without glass. We changed the contents of the kit accordingly, and bought the blankets from a factory in El Mahalla El Kubra.',
      },
      {
        type: 'p',
        text: 'We also learned to stagger distributions. Handing everything out in one afternoon meant long queues in the cold for elderly people. Now volunteers deliver to the door where possible, and distribution points open for several days. And we learned to come back: a volunteer now visits a sample of families in February to ask what helped, what did not and what they would change, and those answers shape the next winter’s campaign.',
      },
      { type: 'h2', text: 'A lesson for everything we do' },
      {
        type: 'p',
        text: 'It sounds obvious that you should ask people what they need before you give it to them, but charities everywhere forget it surprisingly often, especially when they are in a hurry to help. Today every campaign we run, from Ramadan boxes to school bags, begins with conversations with the families. The folded fleece blanket on that shelf in Qena was one of the most useful things we ever bought.',
      },
    ],
    images: [
      landscape('blog-winter-lessons-blankets', 'Lessons from Our First Winter', 225),
      landscape('blog-winter-lessons-visit', 'Listening to Families', 40),
    ],
    metaTitle: 'What our first winter campaign taught us',
    metaDescription:
      'Our first winter campaign gave out blankets that were too thin to help. Here is what we learned about asking families what they need before we give.',
  },
  {
    kind: 'blog',
    slug: 'why-clean-water-keeps-girls-in-school',
    title: 'Why a village tap can keep a girl in school: clean water and education in rural Minya',
    excerpt:
      'When water is far away, girls fetch it. A teacher in Mallawi explains how the new wells changed attendance in her class, and why clean water is an education project too.',
    date: '2026-03-28',
    category: 'education',
    body: [
      {
        type: 'p',
        text: 'Samah has taught the third grade in a primary school near Al Ashmunein for fourteen years. Every year, she says, a few girls in her class would start missing mornings in the spring and summer. When she asked why, the answer was usually the same: their mothers needed them to fetch water from the shared tap at the edge of the village, where the queue could take an hour or more. Boys were rarely asked to do it.',
      },
      { type: 'h2', text: 'What changed' },
      {
        type: 'p',
        text: 'Since the well near the school opened, with six public taps and a short queue, Samah has noticed a difference. Fewer girls arrive late, and the spring absences have almost disappeared from her register. The school also now has its own clean water tap, so children no longer bring bottles of canal water from home, and the headmaster says fewer pupils go home sick with stomach pains.',
      },
      {
        type: 'p',
        text: 'We are careful not to claim too much from one classroom. Many things affect whether a child stays in school, including poverty, distance and early marriage. But teachers, health workers and parents in both villages tell the same story, and research from many countries shows that when water is closer, girls spend more time in school. We will keep collecting attendance figures from the school, with the headmaster’s help, and share them in our annual report.',
      },
      { type: 'h2', text: 'Water is an education project' },
      {
        type: 'p',
        text: 'This is why we think of our Clean Water purpose as more than a health project. Every well frees hours in the day, mostly for women and girls, that can be spent on school, work or rest. When you support a well, you are also supporting a classroom, and perhaps a girl like one of Samah’s pupils, who told us she wants to become a teacher too.',
      },
    ],
    images: [landscape('blog-water-girls-school', 'Clean Water and Education', 190)],
    metaTitle: 'Why clean water keeps girls in school',
    metaDescription:
      'A primary school teacher in Mallawi explains how a new village well reduced absences among girls, and why clean water is also an education project.',
  },
  {
    kind: 'blog',
    slug: 'inside-the-ramadan-volunteer-kitchen',
    title: 'Inside the Ramadan volunteer kitchen: 250 meals, one hour before sunset',
    excerpt:
      'Two hundred and fifty hot meals, twelve volunteers and a kitchen built for a family. A behind-the-scenes look at the community iftar table at the Cairo club.',
    date: '2026-04-02',
    category: 'events',
    body: [
      {
        type: 'p',
        text: 'At half past three in the afternoon, the kitchen of the Cairo club smells of onions, cumin and rice. Twelve volunteers are at work, most of them fasting, and in about three hours they will serve 250 hot meals to anyone who walks through the gate. The kitchen was built to cook for a family, not a crowd, so the volunteers have borrowed two giant pots from a neighbouring mosque and set up a gas burner in the courtyard.',
      },
      { type: 'h2', text: 'A well-rehearsed routine' },
      {
        type: 'p',
        text: 'Om Khaled, who has cooked for her own family of nine for forty years, runs the kitchen with quiet authority. Students peel potatoes and chop salad, a retired accountant portions dates and water into small bags, and two young men carry tables into the street. The menu changes every day, but there is always rice, a vegetable stew, bread, salad and, on Fridays, chicken or meat donated by local restaurants.',
      },
      {
        type: 'p',
        text: 'The hardest part, volunteers agree, is the last half hour. Meals must be plated and on the tables before the call to prayer, and there are always more guests than expected. Nobody is turned away; on busy evenings the volunteers simply eat a little later. Over the month the kitchen served more than seven thousand meals, and on the last evening the guests insisted on clearing the tables themselves.',
      },
      { type: 'h2', text: 'Breaking the fast together' },
      {
        type: 'p',
        text: 'When the call to prayer sounds, the street goes quiet for a moment, and then everyone eats together: construction workers, a taxi driver, elderly neighbours, students far from home and the volunteers themselves. It is the moment, Om Khaled says, that makes the whole day worthwhile. If you would like to join the kitchen next Ramadan, you do not need to know how to cook; you only need to be willing to peel a great many potatoes.',
      },
    ],
    images: [
      landscape('blog-ramadan-kitchen-pots', 'The Ramadan Volunteer Kitchen', 30),
      landscape('blog-ramadan-kitchen-tables', 'Iftar in the Street', 15),
      landscape('blog-ramadan-kitchen-dates', 'Dates and Water Before Sunset', 48),
    ],
    metaTitle: 'Inside the Ramadan volunteer kitchen',
    metaDescription:
      'Behind the scenes at the Cairo club’s community iftar table, where twelve volunteers cook 250 hot meals every evening of Ramadan for their neighbours.',
  },
  {
    kind: 'blog',
    slug: 'how-our-clubs-and-chapters-work',
    title:
      'How our clubs work: one foundation and many chapters, from Cairo and Aswan to New York and New Jersey',
    excerpt:
      'New Egypt runs through clubs in Egyptian cities and abroad. This post explains what a chapter is, what it can decide for itself, how its board is chosen and how the national foundation keeps everyone accountable, so donors always know who is responsible for their money. It also explains how to start a new club.',
    date: '2026-07-15',
    category: 'general-news',
    body: [
      {
        type: 'p',
        text: 'People sometimes ask whether the New Egypt Club in Alexandria is the same organisation as the office in New Jersey. The answer is yes, and no. Our clubs are chapters of one foundation. They are formed under the national group but are not separately incorporated. Each chapter may have its own president, vice president, board, fundraising tools and bank account, so that it can respond quickly to the needs of its own community.',
      },
      { type: 'h2', text: 'Shared rules, local decisions' },
      {
        type: 'p',
        text: 'At the same time, all chapters follow national policies and branding, operate under the foundation’s tax number and legal structure, and are subject to national oversight. In practice, this means the Aswan club can decide to run a convoy in Edfu next month, but it must use the same procurement rules, the same standards for medical volunteers and the same accounting system as every other club. Accounts are reviewed centrally every quarter and published in the annual report.',
      },
      {
        type: 'p',
        text: 'Boards are elected by club members for terms set in the bylaws, with limits on consecutive terms so that new people regularly take on leadership. A small founding core provides continuity and guards the foundation’s values. You can see the boards of each club, by period, on the Boards page of this website. Board meetings follow a written agenda, and every decision is recorded with the name of the person responsible and a date, so that members can follow up on what was agreed.',
      },
      { type: 'h2', text: 'Starting a club' },
      {
        type: 'p',
        text: 'New clubs usually begin with a group of volunteers who have already worked with us for a year or more. They apply to the national board, receive training, and run their first activities under the supervision of an existing club before they elect their own board. If you are interested in starting a club in your city, in Egypt or abroad, please get in touch through the contact page; we would be happy to talk.',
      },
    ],
    images: [
      landscape('blog-clubs-explained-map', 'One Foundation, Many Clubs', 150),
      landscape('blog-clubs-explained-board', 'Chapter Boards', 240),
    ],
    metaTitle: 'How our clubs and chapters work',
    metaDescription:
      'New Egypt works through clubs in Egyptian cities and abroad. Learn what a chapter decides for itself, how boards are chosen and how oversight works.',
  },
]
