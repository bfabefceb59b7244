import { describe, expect, it } from 'vitest'
import {
  isEndAfterStart,
  timeToMinutes,
  validationErrorLines,
  VOLUNTEER_DEFAULTS,
  volunteerSchema,
} from './schema'

const valid = {
  fullname_en: 'Salma Hassan',
  email: 'salma@example.org',
  phone: '+20 (100) 123-4567',
  start_time: '09:00',
  end_time: '17:30',
  skills: 'First aid, teaching',
  terms: true,
}

/** Field → messages, as the 422 map would carry them. */
function messages(input: unknown): Record<string, string[]> {
  const parsed = volunteerSchema.safeParse(input)
  if (parsed.success) return {}
  const map: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (map[issue.path.join('.')] ??= []).push(issue.message)
  return map
}

describe('volunteer schema (spec 000 section 5)', () => {
  it('accepts a complete sign-up and trims the texts', () => {
    const parsed = volunteerSchema.parse({ ...valid, fullname_en: '  Salma Hassan ' })
    expect(parsed.fullname_en).toBe('Salma Hassan')
    expect(parsed).toMatchObject({ start_time: '09:00', end_time: '17:30', terms: true })
  })

  it('gives every required message for the untouched form (times 00:00)', () => {
    expect(messages(VOLUNTEER_DEFAULTS)).toEqual({
      fullname_en: ['* Full Name Is Required'],
      email: ['* Email Is Required'],
      phone: ['* Phone Is Required'],
      skills: ['* Skills Are Required'],
      terms: ['You must accept the terms to continue'],
      end_time: ['End time must be after start time'],
    })
  })

  it('gives the required messages when fields are missing or blank', () => {
    expect(messages({})).toEqual({
      fullname_en: ['* Full Name Is Required'],
      email: ['* Email Is Required'],
      phone: ['* Phone Is Required'],
      start_time: ['* Start Time Is Required'],
      end_time: ['* End Time Is Required'],
      skills: ['* Skills Are Required'],
      terms: ['You must accept the terms to continue'],
    })
    expect(messages({ ...valid, fullname_en: '   ', skills: ' ' })).toEqual({
      fullname_en: ['* Full Name Is Required'],
      skills: ['* Skills Are Required'],
    })
    expect(messages({ ...valid, start_time: '', end_time: '' })).toEqual({
      start_time: ['* Start Time Is Required'],
      end_time: ['* End Time Is Required'],
    })
  })

  it('checks the e-mail format only once there is one', () => {
    for (const email of ['salma', 'salma@', 'salma@example', 'sal ma@example.org']) {
      expect(messages({ ...valid, email }), email).toEqual({
        email: ['* Please enter a valid email address'],
      })
    }
  })

  it('allows only digits, spaces, +, (), and - in the phone', () => {
    expect(messages({ ...valid, phone: '0100 abc' })).toEqual({
      phone: ['* Phone can only contain numbers, spaces, +, (), and -'],
    })
    expect(messages({ ...valid, phone: '+1 (212) 555-0147' })).toEqual({})
  })

  it('requires the terms to be ticked (true, not a string)', () => {
    for (const terms of [false, 'true', 1, undefined]) {
      expect(messages({ ...valid, terms }), String(terms)).toEqual({
        terms: ['You must accept the terms to continue'],
      })
    }
  })

  it('requires the end strictly after the start, compared in minutes', () => {
    const at = (start_time: string, end_time: string) =>
      messages({ ...valid, start_time, end_time })
    const refused = { end_time: ['End time must be after start time'] }
    expect(at('09:00', '09:00')).toEqual(refused)
    expect(at('09:30', '09:29')).toEqual(refused)
    expect(at('10:00', '09:59')).toEqual(refused)
    // Minutes, not text: '9:..' forms are not times; '09:05' < '09:40' < '10:00'.
    expect(at('09:40', '10:00')).toEqual({})
    expect(at('09:05', '09:06')).toEqual({})
    expect(at('23:58', '23:59')).toEqual({})
    // Seconds from some browsers are ignored: 09:00:30 → 09:00:59 is the same minute.
    expect(at('09:00:30', '09:00:59')).toEqual(refused)
  })

  it('compares the times even while other fields are invalid', () => {
    expect(messages({ ...valid, email: '', start_time: '12:00', end_time: '11:00' })).toEqual({
      email: ['* Email Is Required'],
      end_time: ['End time must be after start time'],
    })
  })

  it('refuses times that are not times', () => {
    expect(messages({ ...valid, start_time: '9:00', end_time: '24:00' })).toEqual({
      start_time: ['Start Time must be a time such as 09:30.'],
      end_time: ['End Time must be a time such as 17:00.'],
    })
  })

  it('limits lengths on the server', () => {
    expect(
      messages({
        ...valid,
        fullname_en: 'a'.repeat(101),
        email: `${'a'.repeat(250)}@example.org`,
        phone: '1'.repeat(21),
        skills: 's'.repeat(2001),
      }),
    ).toEqual({
      fullname_en: ['Full Name must be at most 100 characters.'],
      email: ['Email must be at most 254 characters.'],
      phone: ['Phone must be at most 20 characters.'],
      skills: ['Skills must be at most 2000 characters.'],
    })
    expect(messages({ ...valid, fullname_en: 'a'.repeat(100), skills: 's'.repeat(2000) })).toEqual(
      {},
    )
  })
})

describe('time helpers', () => {
  it('read HH:mm as minutes since midnight', () => {
    expect(timeToMinutes('00:00')).toBe(0)
    expect(timeToMinutes('09:30')).toBe(570)
    expect(timeToMinutes('23:59:59')).toBe(1439)
    expect(timeToMinutes('24:00')).toBeNull()
    expect(timeToMinutes('')).toBeNull()
    expect(timeToMinutes(undefined)).toBeNull()
    expect(isEndAfterStart('08:00', '08:01')).toBe(true)
    expect(isEndAfterStart('08:01', '08:00')).toBe(false)
    expect(isEndAfterStart('', '08:00')).toBe(false)
  })
})

describe('Validation Error lines (spec 000 section 8)', () => {
  it('give one line per message with the field labels', () => {
    expect(
      validationErrorLines({
        email: ['This email has already been registered.', 'Second'],
        phone: ['P'],
        fullname_en: ['F'],
        start_time: ['S'],
        end_time: ['E'],
        skills: ['K'],
        terms: ['T'],
        other: ['O'],
      }),
    ).toEqual([
      'Email Error : This email has already been registered.',
      'Email Error : Second',
      'Phone Error : P',
      'Full Name Error : F',
      'Start Time Error : S',
      'End Time Error : E',
      'Skills Error : K',
      'Terms & Conditions Error : T',
      'other Error : O',
    ])
  })
})

describe('characters no field takes (issue 25: a NUL failed the insert with a 500)', () => {
  const LABELS = {
    fullname_en: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    start_time: 'Start Time',
    end_time: 'End Time',
    skills: 'Skills',
  } as const
  for (const [field, label] of Object.entries(LABELS)) {
    it(`${field}: NUL, other C0 controls and a lone surrogate`, () => {
      const ok = valid[field as keyof typeof LABELS]
      for (const bad of ['\u0000', '\u0001', '\u000b', '\udfff']) {
        const value = ok.slice(0, 1) + bad + ok.slice(1)
        expect(messages({ ...valid, [field]: value }), JSON.stringify(bad)).toEqual({
          [field]: [`${label} contains characters that are not allowed.`],
        })
      }
    })
  }
  it('takes new lines in the skills (a textarea) only', () => {
    expect(messages({ ...valid, skills: 'First aid\r\nTeaching' })).toEqual({})
    expect(messages({ ...valid, fullname_en: 'Salma\nHassan' })).toEqual({
      fullname_en: ['Full Name contains characters that are not allowed.'],
    })
  })
})
