import { describe, expect, it } from 'vitest'
import * as BOARDS from '@/features/boards/text'
import { NO_ROLE } from '@/features/boards/shape'
import { CONTACT_ALERTS, CONTACT_MESSAGES } from '@/features/contact/schema'
import {
  CANCEL_MESSAGES,
  DONATION_ALERTS,
  DONATION_API_MESSAGES,
  DONATION_MESSAGES,
  FORM_TEXTS,
  REPEAT_LABELS,
} from '@/features/donations/constants'
import { GATEWAY_MESSAGES } from '@/features/donations/gateway/types'
import { SERVICES } from '@/features/home/content'
import {
  CONFIRM_ASK,
  CONFIRM_KEYS,
  CONFIRM_MAIL_SUBJECT,
  CONFIRM_TEXTS,
  UNSUBSCRIBE_TEXTS,
} from '@/features/newsletter/messages'
import { NEWSLETTER_MESSAGES } from '@/features/newsletter/form-texts'
import {
  VOLUNTEER_ALERTS,
  VOLUNTEER_ERROR_LABELS,
  VOLUNTEER_MESSAGES,
  VOLUNTEER_SUBTITLE,
  VOLUNTEER_TERMS,
} from '@/features/volunteers/schema'
import ar from './messages/ar.json'
import en from './messages/en.json'

type Tree = { [key: string]: string | Tree }

/** Every leaf of a catalogue as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

/** The ICU arguments of a message ('{year}', '{count, number}' → year, count), sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]).sort()

const EN = leaves(en as Tree)
const AR = leaves(ar as Tree)

describe('the message catalogues', () => {
  it('have the same keys, none empty', () => {
    const missingInAr = [...EN.keys()].filter((k) => !AR.has(k))
    const missingInEn = [...AR.keys()].filter((k) => !EN.has(k))
    expect({ missingInAr, missingInEn }).toEqual({
      missingInAr: [],
      missingInEn: [],
    })
    const empty = [...EN, ...AR].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const differing = [...EN].filter(
      ([k, v]) => placeholders(v).join() !== placeholders(AR.get(k) ?? '').join(),
    )
    expect(differing.map(([k]) => k)).toEqual([])
  })

  it('write Arabic in Arabic, with Western digits only (decision 0039)', () => {
    // The switch to English is written in English on purpose (its link carries lang="en").
    const englishOnPurpose = new Set(['language.switchTo', 'language.switchLabel'])
    const latin = [...AR]
      .filter(([k]) => !englishOnPurpose.has(k))
      .filter(([, v]) =>
        /[A-Za-z]{2,}/.test(
          // Placeholders, rich-text tags (<link>…</link>), 'CVC' and 'PNG' are not words to translate.
          v
            .replace(/\{[^}]*\}/g, '')
            .replace(/<\/?[a-z]+>/g, '')
            .replace(/\b(CVC|PNG)\b/g, ''),
        ),
      )
      .map(([k]) => k)
    expect(latin).toEqual([])
    const indic = [...AR].filter(([, v]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(v)).map(([k]) => k)
    expect(indic).toEqual([])
  })

  it('keep the English texts the forms and the spec use, word for word', () => {
    const { yearRange, ...donationMessages } = DONATION_MESSAGES
    expect(en.donation.messages).toMatchObject(donationMessages)
    expect(
      en.donation.messages.yearRange.replace('{current}', '2026').replace('{max}', '2046'),
    ).toBe(yearRange(2026, 2046))
    expect(en.donation.form).toEqual(FORM_TEXTS)
    expect(en.donation.api).toEqual(DONATION_API_MESSAGES)
    // The gateway's refusals, shown in the 'Donation Failed' dialog (all but its 'failed' text,
    // which is the dialog's own failedText).
    const { failed, ...refusals } = GATEWAY_MESSAGES
    expect(en.donation.gateway).toEqual(refusals)
    expect(en.donation.alerts.failedText).toBe(failed)
    expect(en.donation.repeat).toEqual(REPEAT_LABELS)
    expect(en.donation.alerts).toEqual({
      invalidTitle: DONATION_ALERTS.invalid.title,
      invalidText: DONATION_ALERTS.invalid.text,
      failedTitle: DONATION_ALERTS.failed.title,
      failedText: DONATION_ALERTS.failed.text,
      otpTitle: DONATION_ALERTS.otp.title,
      otpText: DONATION_ALERTS.otp.text,
      otpPlaceholder: DONATION_ALERTS.otp.placeholder,
      otpVerify: DONATION_ALERTS.otp.verify,
      otpCancel: DONATION_ALERTS.otp.cancel,
      otpFailed: DONATION_ALERTS.otp.failed,
      successTitle: DONATION_ALERTS.success.title,
      successText: DONATION_ALERTS.success.text,
      ok: 'OK', // the dialogs' button, as the spec's alerts write it
    })
    expect(en.mail.newsletter.subject).toBe(CONFIRM_MAIL_SUBJECT)
    const pages = en.newsletterPages
    expect(
      Object.fromEntries(
        Object.entries(CONFIRM_KEYS).map(([outcome, key]) => [
          outcome,
          {
            title: pages.confirm[`${key}Title`],
            text: pages.confirm[`${key}Text`],
          },
        ]),
      ),
    ).toEqual(CONFIRM_TEXTS)
    expect([pages.confirm.askTitle, pages.confirm.askText, pages.confirm.button]).toEqual([
      CONFIRM_ASK.title,
      CONFIRM_ASK.text,
      CONFIRM_ASK.button,
    ])
    expect({
      ask: {
        title: pages.unsubscribe.askTitle,
        text: pages.unsubscribe.askText,
      },
      unsubscribed: {
        title: pages.unsubscribe.unsubscribedTitle,
        text: pages.unsubscribe.unsubscribedText,
      },
      invalid: {
        title: pages.unsubscribe.invalidTitle,
        text: pages.unsubscribe.invalidText,
      },
    }).toEqual(UNSUBSCRIBE_TEXTS)
    expect(en.cancelPlan.invalidLink).toBe(CANCEL_MESSAGES.invalidLink)
    expect(en.cancelPlan.cancelled).toBe(CANCEL_MESSAGES.cancelled)
    expect(en.volunteer.messages).toEqual(VOLUNTEER_MESSAGES)
    expect(en.volunteer.errorLabels).toEqual(VOLUNTEER_ERROR_LABELS)
    expect(en.volunteer.subtitle).toBe(VOLUNTEER_SUBTITLE)
    expect(Object.values(en.volunteer.terms)).toEqual([...VOLUNTEER_TERMS])
    expect(en.volunteer.alerts).toEqual({
      waitTitle: VOLUNTEER_ALERTS.wait.title,
      waitText: VOLUNTEER_ALERTS.wait.text,
      successTitle: VOLUNTEER_ALERTS.success.title,
      successText: VOLUNTEER_ALERTS.success.text,
      successButton: VOLUNTEER_ALERTS.success.button,
      validationTitle: VOLUNTEER_ALERTS.validation.title,
      errorTitle: VOLUNTEER_ALERTS.error.title,
      errorText: VOLUNTEER_ALERTS.error.text,
      ok: 'OK',
    })
    expect(en.contact.messages).toEqual(CONTACT_MESSAGES)
    expect(en.contact.alerts).toEqual({
      invalidTitle: CONTACT_ALERTS.invalid.title,
      invalidText: CONTACT_ALERTS.invalid.text,
      sentTitle: CONTACT_ALERTS.sent.title,
      sentText: CONTACT_ALERTS.sent.text,
      failedTitle: CONTACT_ALERTS.failed.title,
      failedText: CONTACT_ALERTS.failed.text,
    })
    expect(en.newsletter).toEqual(NEWSLETTER_MESSAGES)
    expect(en.boards).toMatchObject({
      title: BOARDS.CHAPTER_STRUCTURE,
      selectClub: BOARDS.SELECT_CLUB,
      selectClubPlaceholder: BOARDS.SELECT_CLUB_PLACEHOLDER,
      selectPeriod: BOARDS.SELECT_PERIOD,
      selectPeriodPlaceholder: BOARDS.SELECT_PERIOD_PLACEHOLDER,
      noMembers: BOARDS.NO_MEMBERS,
      noBoards: BOARDS.NO_BOARDS,
      chooseClub: BOARDS.CHOOSE_CLUB,
      choosePeriod: BOARDS.CHOOSE_PERIOD,
      noRole: NO_ROLE,
    })
    expect([1, 2, 3, 4].map((n) => en.boards[`chapter${n}` as 'chapter1'])).toEqual([
      ...BOARDS.CHAPTER_TEXT,
    ])
    expect(SERVICES.map((s) => s.title)).toEqual([en.home.breakfast, en.home.food, en.home.social])
    expect(SERVICES.map((s) => s.text)).toEqual([
      en.home.breakfastText,
      en.home.foodText,
      en.home.socialText,
    ])
    // Spec texts with no constant in the code (spec 000 section 2, spec 001 sections 5 and 8).
    expect(en.notFound.title).toBe('Page Not Found?')
    expect(en.notFound.text).toBe(
      "Whoops, this is embarassing. Looks like the page you were looking for wasn't found.",
    )
    expect(en.nav.makeDonation).toBe('MAKE A DONATION')
    expect(en.shell.makeDonation).toBe('Make A Donation')
    expect(en.pager.pageOf).toBe('Page {current} of {total}')
    expect(en.voting).toMatchObject({
      voteRequiredTitle: 'Vote Required',
      voteRequiredText: 'Please cast your vote before proceeding.',
      signatureRequiredTitle: 'Signature Required',
      signatureRequiredText: 'Please provide your signature before submitting your votes.',
      failedText: 'There was an error submitting your votes. Please try again.',
      successTitle: 'Votes Submitted!',
      successText: 'Your votes have been successfully recorded.',
      processing: 'Processing Your Votes',
      noDiscussion: 'No discussion available',
    })
  })
})
