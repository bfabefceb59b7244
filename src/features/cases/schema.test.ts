import { describe, expect, it } from 'vitest'
import {
  CASE_DEFAULTS,
  CASE_MESSAGES,
  CASE_TEXT_FIELDS,
  caseRequestSchema,
  caseStaticSchema,
  fromCaseFormData,
  langOf,
  maskTail,
  toCaseFormData,
  type CaseFormValues,
} from './schema'

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })

const valid = (): CaseFormValues => ({
  ...CASE_DEFAULTS,
  purpose_id: '1',
  fullname: 'Mona Ali',
  national_id: '29801011234567',
  age: '42',
  address: '12 Nile Street',
  goverment_id: '1',
  city: '1',
  club_id: '11',
  case_image: png(),
})

const messagesFor = (lang: 'ar' | 'en', values: Partial<CaseFormValues>) => {
  const r = caseRequestSchema(lang).safeParse({ ...valid(), ...values })
  if (r.success) return {}
  const out: Record<string, string[]> = {}
  for (const i of r.error.issues) (out[String(i.path[0])] ??= []).push(i.message)
  return out
}

describe('case request schema', () => {
  it('accepts a complete request and defaults the radios to no', () => {
    const r = caseRequestSchema('en').safeParse(valid())
    expect(r.success).toBe(true)
    if (r.success) expect([r.data.isWorking, r.data.hasHouse, r.data.wc]).toEqual(['0', '0', '0'])
  })

  for (const lang of ['en', 'ar'] as const) {
    const M = CASE_MESSAGES[lang]
    describe(lang, () => {
      it('every required field says the required message', () => {
        const errors = messagesFor(lang, {
          purpose_id: '',
          fullname: ' ',
          national_id: '',
          age: '',
          address: '',
          goverment_id: '',
          city: '',
          club_id: '',
          case_image: undefined,
        })
        for (const f of [
          'purpose_id',
          'fullname',
          'national_id',
          'age',
          'address',
          'goverment_id',
          'city',
          'club_id',
          'case_image',
        ]) {
          expect(errors[f]?.[0], f).toBe(M.required)
        }
        expect(errors.village).toBeUndefined()
        expect(errors.phone).toBeUndefined()
        expect(errors.email).toBeUndefined()
      })
      it('national ID with non-digits', () => {
        expect(messagesFor(lang, { national_id: '2980101123456a' }).national_id?.[0]).toBe(
          M.nationalIdDigits,
        )
      })
      it('national ID too short (and too long)', () => {
        expect(messagesFor(lang, { national_id: '1234567890123' }).national_id).toEqual([
          M.nationalIdLength,
        ])
        expect(messagesFor(lang, { national_id: '123456789012345' }).national_id).toEqual([
          M.nationalIdLength,
        ])
      })
      it('age with non-digits', () => {
        expect(messagesFor(lang, { age: '4x' }).age).toEqual([M.ageDigits])
        // A sign or a decimal point is not read away (issue 55: "-5" was read as 5, "4.5" as 45).
        expect(messagesFor(lang, { age: '-5' }).age).toEqual([M.ageDigits])
        expect(messagesFor(lang, { age: '4.5' }).age).toEqual([M.ageDigits])
      })
      it('age out of range says so, not "only numbers" (issue 55: "1000")', () => {
        expect(messagesFor(lang, { age: '1000' }).age).toEqual([M.ageRange])
        expect(messagesFor(lang, { age: '121' }).age).toEqual([M.ageRange])
        expect(messagesFor(lang, { age: '٤٢' }).age).toBeUndefined()
        expect(messagesFor(lang, { age: '0' }).age).toBeUndefined()
        expect(messagesFor(lang, { age: '120' }).age).toBeUndefined()
      })
      it('a text over 500 characters is too long, not missing', () => {
        for (const f of ['fullname', 'address', 'city', 'village', 'job_place', 'email'] as const) {
          expect(messagesFor(lang, { [f]: 'x'.repeat(501) })[f], f).toEqual([M.tooLong])
          expect(messagesFor(lang, { [f]: 'x'.repeat(500) })[f], f).toBeUndefined()
        }
        const phone = caseStaticSchema().safeParse({
          ...valid(),
          terms: true,
          phone: '1'.repeat(501),
        })
        expect(phone.error?.issues.map((i) => i.message)).toEqual([CASE_MESSAGES.ar.tooLong])
      })
      it('every text field refuses NUL, other C0 controls and lone surrogates', () => {
        const radios: string[] = ['isWorking', 'hasHouse', 'wc', 'water_source']
        for (const f of CASE_TEXT_FIELDS.filter((name) => !radios.includes(name))) {
          for (const bad of ['\u0000', '\u0002', '\ud800']) {
            expect(
              messagesFor(lang, { [f]: `1${bad}2` })[f],
              `${f} ${JSON.stringify(bad)}`,
            ).toEqual([M.notAllowed])
          }
        }
        // The address is a textarea: new lines and tabs are text there.
        expect(messagesFor(lang, { address: '12 Nile Street\r\n\tGarden City' })).toEqual({})
      })
    })
  }

  it('has the English wording of the spec and Arabic script in Arabic', () => {
    expect(CASE_MESSAGES.en).toMatchObject({
      required: 'This field is required',
      nationalIdDigits: 'National ID must contain only numbers',
      nationalIdLength: 'National ID must be 14 digits',
      ageDigits: 'Age must contain only numbers',
      successTitle: 'Sent successfully',
      errorTitle: 'Error',
      failed: 'Failed to submit',
      incomplete: 'Data is incomplete',
    })
    for (const text of Object.values(CASE_MESSAGES.ar)) expect(text).toMatch(/[\u0600-\u06ff]/)
  })

  it('reads the language header: en, else ar', () => {
    expect(langOf('en')).toBe('en')
    expect(langOf('EN ')).toBe('en')
    expect(langOf('ar')).toBe('ar')
    expect(langOf(null)).toBe('ar')
  })

  it('builds the multipart body of the spec and reads it back', () => {
    const extra = [png(), png()]
    const fd = toCaseFormData({ ...valid(), isWorking: '1', images: extra })
    expect(fd.get('purpose_id[0]')).toBe('1')
    expect(fd.get('purpose_id')).toBeNull()
    expect(fd.get('isWorking')).toBe('1')
    expect(fd.get('hasHouse')).toBe('0')
    expect(fd.get('goverment_id')).toBe('1')
    expect(fd.get('case_image')).toBeInstanceOf(Blob)
    expect(fd.get('images[0]')).toBeInstanceOf(Blob)
    expect(fd.get('images[1]')).toBeInstanceOf(Blob)
    const back = fromCaseFormData(fd)
    expect(back.purpose_id).toBe('1')
    expect((back.images as Blob[]).length).toBe(2)
    expect(caseRequestSchema('en').safeParse(back).success).toBe(true)
  })
})

describe('case request numbers typed in Arabic digits', () => {
  it('reads the national ID, age and phone as ASCII digits, the phone in E.164', () => {
    const parsed = caseRequestSchema('ar').safeParse({
      ...valid(),
      national_id: '٢٩٨٠١٠١ ١٢٣٤٥٦٧',
      age: '۴۲',
      phone: '٠١٠٠ ١٢٣ ٤٥٦٧',
    })
    expect(parsed.success && parsed.data).toMatchObject({
      national_id: '29801011234567',
      age: '42',
      phone: '+201001234567',
    })
  })

  it('stores the numbers of the optional answers (rent, rooms, area) with ASCII digits', () => {
    const parsed = caseRequestSchema('ar').safeParse({
      ...valid(),
      monthly_rent: '١٥٠٠ جنيه',
      room_numbers: '٣',
      housing_space: '۹۰ م٢',
    })
    expect(parsed.success && parsed.data).toMatchObject({
      monthly_rent: '1500 جنيه',
      room_numbers: '3',
      housing_space: '90 م2',
    })
  })

  it('still refuses what is no number once read', () => {
    const parsed = caseRequestSchema('ar').safeParse({ ...valid(), national_id: '٢٩٨٠١٠١١٢٣٤٥٦x' })
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([CASE_MESSAGES.ar.nationalIdDigits])
  })
})

describe('maskTail', () => {
  it('shows only the last four characters', () => {
    expect(maskTail('29801011234567')).toBe('**********4567')
    expect(maskTail('01012345678')).toBe('*******5678')
    expect(maskTail('123')).toBe('***')
    expect(maskTail(null)).toBe('')
  })
})
