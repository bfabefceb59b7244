import { portrait } from './helpers'
import type { SeedBoardMember } from './types'

const member = (
  fullname: string,
  jobRole: string | null,
  bio: string,
  hue: number,
  boardIds: number[],
): SeedBoardMember => {
  const key = fullname
    .replace(/^(Dr|Eng)\.\s+/, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')
  const short = fullname
    .replace(/^(Dr|Eng)\.\s+/, '')
    .split(' ')
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join(' ')
  return { fullname, jobRole, bio, image: portrait(`board-${key}`, short, hue), boardIds }
}

/**
 * The boards of the clubs outside Cairo, Alexandria and New York: Giza (6), Ismailia (7),
 * Port Said (8, the new board announced in the news), Mansoura (9), Aswan (10), Luxor (11),
 * Tanta (12), New Jersey (15) and Asyut (16). Demo people; one member has no role recorded,
 * so the boards page shows its 'No role specified'.
 */
export const clubBoardMembers: SeedBoardMember[] = [
  // Giza
  member(
    'Dr. Ashraf Lotfy Ghoneim',
    'President',
    'A paediatrician in Dokki, Dr. Ashraf leads the Giza club and the monthly clinic day in Al Badrashin. He trained most of the club’s convoy volunteers in first aid and still takes the night shift at the clinic during Ramadan.',
    25,
    [6],
  ),
  member(
    'Rania Mahmoud Saleh',
    'Treasurer',
    'An accountant with a firm in 6th of October City, Rania keeps the Giza club’s books and publishes a one-page summary of every campaign’s income and spending for its members.',
    320,
    [6],
  ),
  member(
    'Omar Khaled Shaheen',
    'Secretary',
    'A law graduate from Imbaba, Omar records the board’s decisions and looks after the club’s volunteer register. He started as a food-box packer in 2019.',
    160,
    [6],
  ),
  // Ismailia
  member(
    'Eng. Tarek Abdel Latif Sabry',
    'President',
    'A marine engineer with the canal authority, Tarek leads the Ismailia club. He brought the club into the joint medical days with the Port Said club in Al Manakh.',
    205,
    [7],
  ),
  member(
    'Heba Fawzy Nassar',
    'Vice President',
    'A secondary school head teacher, Heba runs the club’s after-school reading corners and the back-to-school drive in the villages around Ismailia.',
    300,
    [7],
  ),
  member(
    'Mostafa Gamal Eid',
    'Treasurer',
    'Mostafa owns a pharmacy in Fayed and keeps the Ismailia club’s accounts. He buys the convoys’ medicines at cost and checks every expiry date himself.',
    95,
    [7],
  ),
  // Port Said: the board of the news article 'Port Said club welcomes its new board'
  member(
    'Eng. Waleed Shehata',
    'President',
    'A port engineer, Waleed has volunteered with the Port Said club since its first Ramadan campaign. He was elected president in June with three priorities: swimming safety for children, winter support for fishermen’s families and a monthly medical day in Al Manakh.',
    190,
    [8],
  ),
  member(
    'Dr. Nermine Adel Fouad',
    'Vice President',
    'A general practitioner in Al Manakh, Dr. Nermine leads the monthly medical day that the club runs with doctors from Ismailia. She serves on the board for the first time.',
    340,
    [8],
  ),
  member(
    'Hany Samir Abdel Malek',
    'Treasurer',
    'A bank officer in Port Fouad, Hany took over the accounts from the outgoing treasurer, whose transparent accounting system he keeps and extends.',
    60,
    [8],
  ),
  member(
    'Mai Ibrahim El Sharkawy',
    'Secretary',
    'A journalist with a local newspaper, Mai keeps the minutes of the new board and hosts the club’s open evening on the first Thursday of every month.',
    275,
    [8],
  ),
  member(
    'Captain Ahmed Zaki Morsi',
    'Executive Board Member',
    'A retired fishing-boat captain, Ahmed leads the working group on winter support for fishermen’s families, the families he has known all his life. He serves on the board for the first time.',
    15,
    [8],
  ),
  // Mansoura
  member(
    'Dr. Amira Hassan El Gendy',
    'President',
    'A nephrologist at the university hospital, Dr. Amira leads the Mansoura club and its kidney-care fund. She organised the club’s blood donation drives with the regional blood bank.',
    330,
    [9],
  ),
  member(
    'Karim Adel Badawy',
    'Treasurer',
    'An engineer in a fertiliser plant, Karim keeps the Mansoura club’s accounts and coordinates its transport for convoys in Dakahlia.',
    120,
    [9],
  ),
  member(
    'Yara Samy Hegazy',
    null,
    'A pharmacy student and the youngest member of the Mansoura board, Yara runs the club’s student volunteers. Her role will be set at the next general assembly.',
    250,
    [9],
  ),
  // Aswan
  member(
    'Abdel Rahman Mahmoud Idris',
    'President',
    'A teacher from Kom Ombo, Abdel Rahman leads the Aswan club. He organised the families’ registration for the spring medical convoy, village by village.',
    35,
    [10],
  ),
  member(
    'Fatma Hussein Abdel Aal',
    'Vice President',
    'A nurse at Aswan University Hospital, Fatma trains the club’s volunteers in caring for patients after cataract operations.',
    355,
    [10],
  ),
  member(
    'Mohamed Salah Ali',
    'Secretary',
    'A tour guide in Aswan, Mohamed keeps the board’s records and brings visitors from abroad to see the club’s projects.',
    175,
    [10],
  ),
  // Luxor
  member(
    'Dr. Girgis Fahmy Boutros',
    'President',
    'A dentist in Luxor, Dr. Girgis leads the Luxor club and its winter visits to elderly people living alone on the West Bank.',
    215,
    [11],
  ),
  member(
    'Sanaa Abdel Nasser Rady',
    'Treasurer',
    'A hotel accountant, Sanaa keeps the Luxor club’s books and organises the Eid clothing for sponsored children.',
    305,
    [11],
  ),
  member(
    'Hassan Ahmed El Tayeb',
    'Secretary',
    'A farmer and village council member from Armant, Hassan links the club with the villages that ask for help and keeps the board’s minutes.',
    85,
    [11],
  ),
  // Tanta
  member(
    'Dr. Osama Fathi Zahran',
    'President',
    'A surgeon at Tanta University Hospital, Dr. Osama leads the Tanta club and its surgery sponsorships for families who cannot afford an operation.',
    140,
    [12],
  ),
  member(
    'Marwa Ali Shalaby',
    'Vice President',
    'A social researcher, Marwa visits every family before the club approves a case and trains new volunteers in doing the same.',
    290,
    [12],
  ),
  member(
    'Ehab Mohsen Ragab',
    'Treasurer',
    'A textile trader in Tanta, Ehab keeps the club’s accounts and funds the Ramadan kitchen’s gas and bread every year.',
    50,
    [12],
  ),
  // New Jersey
  member(
    'Dr. Sameh Nabil Tadros',
    'President',
    'A pharmacist in Jersey City, Dr. Sameh leads the New Jersey club and its family fundraising dinner, which pays for school bags in Upper Egypt.',
    225,
    [15],
  ),
  member(
    'Laila Hisham Mansour',
    'Secretary',
    'A nurse in Newark, Laila keeps the New Jersey club’s records and organises its volunteers’ summer trips to join convoys in Egypt.',
    310,
    [15],
  ),
  member(
    'Ramy Emad Khalil',
    'Treasurer',
    'A financial analyst, Ramy keeps the New Jersey club’s accounts and sends its transfers to national projects every quarter.',
    110,
    [15],
  ),
  // Asyut
  member(
    'Eng. Mahmoud Abdel Zaher Kamel',
    'President',
    'A water engineer, Mahmoud leads the new Asyut club and the clean water wells project in Minya and Asyut.',
    195,
    [16],
  ),
  member(
    'Doaa Refaat Abdel Hady',
    'Vice President',
    'A school teacher in Abnub, Doaa runs the club’s literacy classes and its first back-to-school drive.',
    345,
    [16],
  ),
  member(
    'Ayman Shawky Girgis',
    'Treasurer',
    'A shop owner in Asyut, Ayman keeps the new club’s accounts and opened its first bank account under the foundation’s structure.',
    70,
    [16],
  ),
]
