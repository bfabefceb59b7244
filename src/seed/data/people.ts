import { portrait } from './helpers'
import { clubBoardMembers } from './people-clubs'
import type { SeedBoard, SeedBoardMember, SeedClub, SeedVolunteer } from './types'

/** The volunteer team shown on /team and in the home slider. */
export const volunteers: SeedVolunteer[] = [
  {
    fullname_en: 'Mariam Mohamed El Sayed Ali',
    job: 'Pharmacy student and convoy pharmacist',
    image: portrait('volunteer-mariam-el-sayed', 'Mariam El Sayed', 330),
  },
  {
    fullname_en: 'Youssef Ahmed Abdel Hamid',
    job: 'Logistics coordinator, Cairo club',
    image: portrait('volunteer-youssef-abdel-hamid', 'Youssef Abdel Hamid', 210),
  },
  {
    fullname_en: 'Dr. Hany Abdel Moneim',
    job: 'Ophthalmologist, medical convoys',
    image: portrait('volunteer-hany-abdel-moneim', 'Hany Abdel Moneim', 180),
  },
  {
    fullname_en: 'Nourhan Adel',
    job: 'Social researcher',
    image: portrait('volunteer-nourhan-adel', 'Nourhan Adel', 300),
  },
  {
    fullname_en: 'Karim Fathy Mahmoud El Sherif',
    job: 'Photographer and video editor',
    image: portrait('volunteer-karim-el-sherif', 'Karim El Sherif', 20),
  },
  {
    fullname_en: 'Salma Ibrahim Zaki',
    job: 'English tutor, after-school programme',
    image: portrait('volunteer-salma-zaki', 'Salma Zaki', 270),
  },
  {
    fullname_en: 'Amal Saeed Abdel Ghani',
    job: 'Clinic receptionist, Al Badrashin',
    image: portrait('volunteer-amal-abdel-ghani', 'Amal Abdel Ghani', 350),
  },
  {
    fullname_en: 'Mostafa Ragab',
    job: 'Driver and distribution volunteer, Luxor',
    image: portrait('volunteer-mostafa-ragab', 'Mostafa Ragab', 40),
  },
  {
    fullname_en: 'Nadine Sherif Wahba',
    job: 'Student mentor, New York club',
    image: portrait('volunteer-nadine-wahba', 'Nadine Wahba', 225),
  },
  {
    fullname_en: 'Fawzia Abdel Rahim Soliman',
    job: 'Head cook, Ramadan iftar kitchen',
    image: portrait('volunteer-fawzia-abdel-rahim', 'Fawzia Abdel Rahim', 15),
  },
  {
    fullname_en: 'Ahmed Samir Hassanein',
    job: 'Water engineer, clean water project',
    image: portrait('volunteer-ahmed-hassanein', 'Ahmed Hassanein', 195),
  },
  {
    fullname_en: 'Dina Magdy',
    job: 'Paediatric nurse',
    image: portrait('volunteer-dina-magdy', 'Dina Magdy', 160),
  },
  {
    fullname_en: 'Abdel Fattah Mahmoud Eissa',
    job: 'Retired carpenter, school repairs',
    image: null,
  },
  {
    fullname_en: 'Laila Ashraf Mansour',
    job: 'Translator and social media volunteer, New Jersey',
    image: portrait('volunteer-laila-mansour', 'Laila Mansour', 250),
  },
]

/** Clubs (chapters). Club 11 is the main Cairo club and the default on the boards page. */
export const clubs: SeedClub[] = [
  {
    id: 1,
    name: 'New Egypt Club – Alexandria',
    nameAr: 'نادي مصر الجديدة – الإسكندرية',
    city: 'Alexandria',
  },
  { id: 2, name: 'New Egypt Club – Giza', nameAr: 'نادي مصر الجديدة – الجيزة', city: 'Giza' },
  {
    id: 3,
    name: 'New Egypt Club – Ismailia',
    nameAr: 'نادي مصر الجديدة – الإسماعيلية',
    city: 'Ismailia',
  },
  {
    id: 4,
    name: 'New Egypt Club – Port Said',
    nameAr: 'نادي مصر الجديدة – بورسعيد',
    city: 'Port Said',
  },
  {
    id: 5,
    name: 'New Egypt Club – Mansoura',
    nameAr: 'نادي مصر الجديدة – المنصورة',
    city: 'Mansoura',
  },
  { id: 6, name: 'New Egypt Club – Aswan', nameAr: 'نادي مصر الجديدة – أسوان', city: 'Aswan' },
  { id: 7, name: 'New Egypt Club – Luxor', nameAr: 'نادي مصر الجديدة – الأقصر', city: 'Luxor' },
  { id: 8, name: 'New Egypt Club – Tanta', nameAr: 'نادي مصر الجديدة – طنطا', city: 'Tanta' },
  {
    id: 9,
    name: 'New Egypt Club – New York',
    nameAr: 'نادي مصر الجديدة – نيويورك',
    city: 'New York',
  },
  {
    id: 10,
    name: 'New Egypt Club – New Jersey',
    nameAr: 'نادي مصر الجديدة – نيوجيرسي',
    city: 'New Jersey',
  },
  { id: 11, name: 'New Egypt Club – Cairo', nameAr: 'نادي مصر الجديدة – القاهرة', city: 'Cairo' },
  { id: 12, name: 'New Egypt Club – Asyut', nameAr: 'نادي مصر الجديدة – أسيوط', city: 'Asyut' },
]

/** Boards by period. Boards 1-3 belong to the Cairo club (11); board 3 is the default. */
export const boards: SeedBoard[] = [
  { id: 1, clubId: 11, period: '2019 - 2021' },
  { id: 2, clubId: 11, period: '2021 - 2023' },
  { id: 3, clubId: 11, period: '2023 - 2025' },
  { id: 4, clubId: 1, period: '2021 - 2023' },
  { id: 5, clubId: 1, period: '2023 - 2025' },
  { id: 6, clubId: 2, period: '2023 - 2025' },
  { id: 7, clubId: 3, period: '2023 - 2025' },
  { id: 8, clubId: 4, period: '2024 - 2026' },
  { id: 9, clubId: 5, period: '2023 - 2025' },
  { id: 10, clubId: 6, period: '2024 - 2026' },
  { id: 11, clubId: 7, period: '2024 - 2026' },
  { id: 12, clubId: 8, period: '2023 - 2025' },
  { id: 13, clubId: 9, period: '2022 - 2024' },
  { id: 14, clubId: 9, period: '2024 - 2026' },
  { id: 15, clubId: 10, period: '2024 - 2026' },
  { id: 16, clubId: 12, period: '2025 - 2027' },
]

/**
 * Board members. Board 3 has 7 members, board 2 has 4, board 1 has 3 (the founding core member
 * sits on all three); boards 5 (Alexandria) and 14 (New York) have 3 each, two of whom also sat
 * on the club's previous board (4 and 13). The other clubs' boards are in people-clubs.ts.
 */
const mainBoardMembers: SeedBoardMember[] = [
  {
    fullname: 'Dr. Hesham Farouk El Naggar',
    jobRole: 'President',
    bio: 'A consultant in internal medicine at a teaching hospital in Cairo, Dr. Hesham joined the foundation as a convoy doctor in 2016 and led more than twenty medical convoys before being elected president of the Cairo club. During his term he oversaw the opening of the Al Badrashin community clinic and introduced a shared volunteer register so that doctors from any club can join convoys organised elsewhere. He believes that the best charity work is quiet, careful and built on trust with the communities it serves.',
    image: portrait('board-hesham-el-naggar', 'Hesham El Naggar', 210),
    boardIds: [3],
  },
  {
    fullname: 'Eng. Samia Abdel Aziz Mostafa',
    jobRole: 'Vice President',
    bio: 'A civil engineer with twenty years of experience in water and sanitation projects, Samia leads the technical side of the clean water project, from laboratory testing to the training of local maintenance teams. She also mentors young women engineers who volunteer with the club, and chairs the committee that selects new project sites with village councils.',
    image: portrait('board-samia-mostafa', 'Samia Mostafa', 190),
    boardIds: [3],
  },
  {
    fullname: 'Tarek Mahmoud Saleh',
    jobRole: 'Treasurer',
    bio: 'A chartered accountant, Tarek has kept the books of the Cairo club for two terms. He introduced quarterly financial reports for members and the separate accounting of each donation purpose, so that donors can see exactly how their gifts to Medical Care or Clean Water were spent. Outside the club he runs a small accounting practice in Heliopolis.',
    image: portrait('board-tarek-saleh', 'Tarek Saleh', 40),
    boardIds: [2, 3],
  },
  {
    fullname: 'Rania Adel Hassan',
    jobRole: 'Secretary',
    bio: 'Rania is a school administrator who began volunteering during the 2018 Ramadan campaign and never left. As secretary she prepares board meetings, keeps the minutes and follows up on every action agreed by the board. She also coordinates the back-to-school drive, working with headteachers in Shubra and Helwan to match school bags to official supply lists.',
    image: portrait('board-rania-hassan', 'Rania Hassan', 320),
    boardIds: [3],
  },
  {
    fullname: 'Omar Khaled Shawky',
    jobRole: 'Executive Board Member',
    bio: 'Omar works in logistics for a food distribution company and brings that experience to the club’s largest campaigns. He designed the packing line used for Ramadan food boxes and the text-message system that tells families when their delivery will arrive. He represents the Cairo club in the working group that coordinates campaigns across all chapters.',
    image: portrait('board-omar-shawky', 'Omar Shawky', 250),
    boardIds: [3],
  },
  {
    fullname: 'Dr. Nabil Youssef Tadros',
    jobRole: 'Founding Core Member',
    bio: 'Dr. Nabil is a retired paediatrician and one of the founders of the foundation. In the early years he ran medical days from the back of a borrowed minibus, with a folding table, a stethoscope and a box of medicines paid for by friends and colleagues. He helped write the first bylaws and the policies that every chapter still follows today, including the rules on transparency, procurement and the protection of children. As a member of the founding core he holds a permanent seat, which he describes as a duty to remember why the foundation was started rather than a privilege. He has served on every board of the Cairo club, and spends much of his time today training young doctors who volunteer on convoys, reminding them to listen to patients before examining them. He lives in Heliopolis with his wife, also a doctor, and is a devoted grandfather of five.',
    image: portrait('board-nabil-tadros', 'Nabil Tadros', 30),
    boardIds: [1, 2, 3],
  },
  {
    fullname: 'Heba Salah El Din Abdel Latif',
    jobRole: null,
    bio: 'Heba is a social researcher and a mother of three who joined the board as an elected member representing volunteers. She has visited hundreds of families on the club’s lists and brings their voices into every board discussion, reminding the board that each number in a report is a household with its own story.',
    image: null,
    boardIds: [3],
  },
  {
    fullname: 'Amira Fawzy Gad',
    jobRole: 'President',
    bio: 'Amira, a pharmacist, led the Cairo club for two terms, steering it through the difficult years of 2020 and 2021, when the club moved its food distributions to home deliveries and ran a hotline for elderly people living alone. She now advises new chapters on how to set up their first board.',
    image: portrait('board-amira-gad', 'Amira Gad', 340),
    boardIds: [1, 2],
  },
  {
    fullname: 'Mohamed Ashraf Lotfy',
    jobRole: 'Secretary',
    bio: 'Mohamed is a lawyer who served as secretary of the Cairo club between 2021 and 2023. He modernised the club’s record-keeping and drafted the volunteer terms that every volunteer still accepts when signing up. He continues to give the club free legal advice on contracts with suppliers and partner hospitals, and helps new chapters register their activities correctly.',
    image: portrait('board-mohamed-lotfy', 'Mohamed Lotfy', 220),
    boardIds: [2],
  },
  {
    fullname: 'Fathi Abdel Shafy Ibrahim',
    jobRole: 'Treasurer',
    bio: 'A retired bank manager, Fathi was the first treasurer of the Cairo club. He opened its first bank account, set up its first accounting ledger and insisted from day one that every receipt be kept and every expense approved by two people.',
    image: portrait('board-fathi-ibrahim', 'Fathi Ibrahim', 100),
    boardIds: [1],
  },
  {
    fullname: 'Dr. Yasser Mounir Helmy',
    jobRole: 'President',
    bio: 'A dentist in Sidi Gaber, Dr. Yasser leads the Alexandria club. Under his leadership the club opened the literacy classes for women in Al Amreya and began a beach clean-up on every Egyptian Volunteer Day. He is known for answering every volunteer’s message personally.',
    image: portrait('board-yasser-helmy', 'Yasser Helmy', 200),
    boardIds: [5],
  },
  {
    fullname: 'Noha Essam El Din Farag',
    jobRole: 'Vice President',
    bio: 'Noha teaches Arabic at a secondary school in Alexandria and designed the curriculum of the club’s adult literacy classes with retired teachers. She also runs the playroom volunteer rota, making sure mothers can learn while their children are safe next door.',
    image: portrait('board-noha-farag', 'Noha Farag', 290),
    boardIds: [4, 5],
  },
  {
    fullname: 'Sherif Kamal Abou Zeid',
    jobRole: 'Treasurer',
    bio: 'Sherif is a shipping agent in the port of Alexandria and the treasurer of the Alexandria club. He negotiates transport at cost for the club’s campaigns and keeps its accounts in line with the national accounting system. Before joining the board he spent three summers volunteering on convoys in Upper Egypt, carrying medicines and managing queues, which he says taught him more about the club than any report.',
    image: portrait('board-sherif-abou-zeid', 'Sherif Abou Zeid', 185),
    boardIds: [4, 5],
  },
  {
    fullname: 'Dr. Mona Raafat Shenouda',
    jobRole: 'President',
    bio: 'A cardiologist in New York, Dr. Mona leads the New York club and helped establish the children’s heart surgery fund with a university hospital in Cairo. She organises an annual gathering of Egyptian-American doctors who volunteer on convoys during their summer holidays.',
    image: portrait('board-mona-shenouda', 'Mona Shenouda', 345),
    boardIds: [13, 14],
  },
  {
    fullname: 'Adam Tamer Hafez',
    jobRole: 'Executive Board Member',
    bio: 'Born in New Jersey to parents from Mansoura, Adam is a software engineer and the youngest member of the New York board. He launched the online mentoring programme that links university students in New York with secondary school pupils in Shubra, and looks after the club’s digital tools.',
    image: portrait('board-adam-hafez', 'Adam Hafez', 230),
    boardIds: [14],
  },
  {
    fullname: 'Ingy Wael Barsoum',
    jobRole: 'Secretary',
    bio: 'Ingy is a marketing manager in Manhattan who volunteers as secretary of the New York club. She organises its fundraising evenings and keeps members informed with a short monthly letter about the projects their donations support in Egypt. She also leads the club’s annual spring walk in Central Park, which brings together Egyptian families from across the city and raises funds for the school supplies drive.',
    image: portrait('board-ingy-barsoum', 'Ingy Barsoum', 280),
    boardIds: [13, 14],
  },
]

/** Every board of the demo has members (issue 16: no board shows 'No members found'). */
export const boardMembers: SeedBoardMember[] = [...mainBoardMembers, ...clubBoardMembers]
