import type { SeedMeeting } from './types'

/**
 * A board meeting of the Cairo club (club 11), used by the voting wizard
 * (/voteForm?meeting=BM-2026-11). 3 agendas, 5 actions in total.
 */
export const meeting: SeedMeeting = {
  meetingId: 'BM-2026-11',
  date: '2026-11-28',
  time: '18:30',
  clubId: 11,
  location_en: 'New Egypt Club – Cairo, main meeting room, 14 El Tayaran Street, Nasr City, Cairo',
  agendas: [
    {
      name: 'Winter Blankets 2026 campaign budget',
      discussion:
        'The treasurer presented the draft budget of 14,000 dollars for 1,800 households, including, for the first time, the families of fishermen in Port Said. Members discussed buying blankets directly from the factory in El Mahalla El Kubra again, and whether window sheeting should be added to every kit or only for homes identified by the social researchers.',
      conclusions:
        'The board agreed to the budget in principle, with window sheeting only for homes identified during home visits, and asked for a second supplier quote before the final order.',
      actions: [
        {
          name_en: 'Approve the Winter Blankets 2026 budget of 14,000 dollars',
          person_responsible: 'Tarek Mahmoud Saleh',
          date: '2026-12-01',
          time: '12:00',
        },
        {
          name_en:
            'Place the blanket order with the factory in El Mahalla El Kubra after a second quote',
          person_responsible: 'Omar Khaled Shawky',
          date: '2026-12-03',
          time: '15:00',
        },
      ],
    },
    {
      name: 'Dental chair for the Al Badrashin clinic',
      discussion: null,
      conclusions:
        'A dental chair has been offered at cost by a medical supplier. Two volunteer dentists have committed to one day a week each. The purchase will be funded from the Medical Care purpose.',
      actions: [
        {
          name_en: 'Purchase and install a dental chair at the Al Badrashin clinic',
          person_responsible: 'Dr. Hesham Farouk El Naggar',
          date: '2027-01-15',
          time: '10:00',
        },
      ],
    },
    {
      name: 'Volunteer recognition evening and 2027 volunteer plan',
      discussion:
        'The secretary proposed a recognition evening in January for volunteers who gave more than one hundred hours in 2026, and a plan to recruit tutors for the new after-school centres in Luxor and Aswan. Members asked that the evening be kept simple and that costs be covered by sponsors rather than donations.',
      conclusions: null,
      actions: [
        {
          name_en: 'Organise a volunteer recognition evening funded by sponsors',
          person_responsible: 'Rania Adel Hassan',
          date: '2027-01-22',
          time: '19:00',
        },
        {
          name_en: 'Publish a call for volunteer tutors for the Luxor and Aswan centres',
          person_responsible: 'Heba Salah El Din Abdel Latif',
          date: '2026-12-15',
          time: '11:00',
        },
      ],
    },
  ],
}
