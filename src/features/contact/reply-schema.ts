import { z } from 'zod'

type Lang = 'en' | 'ar'

/**
 * The reply panel's texts and its endpoint's answers, in the staff member's back-office
 * language (decision 0119); the English is what they always said.
 */
export const REPLY_TEXTS = {
  en: {
    signIn: 'Sign in to the back office to reply.',
    forbidden: 'Only coordinators and administrators can reply to messages.',
    notFound: 'The message was not found.',
    tooShort: 'Write the reply (at least 3 characters).',
    tooLong: 'The reply must be at most 10000 characters.',
  },
  ar: {
    signIn: 'سجّل الدخول إلى لوحة التحكم لتتمكن من الرد.',
    forbidden: 'الرد على الرسائل متاح للمنسقين والمسؤولين فقط.',
    notFound: 'لم يُعثر على الرسالة.',
    tooShort: 'اكتب الرد (3 أحرف على الأقل).',
    tooLong: 'يجب ألا يزيد الرد على 10000 حرف.',
  },
} as const

/** The reply panel's body: the words to mail (issue 46 item 1), its messages in `lang`. */
export const replySchemaIn = (lang: Lang) =>
  z.object({
    text: z
      .string()
      .trim()
      .min(3, REPLY_TEXTS[lang].tooShort)
      .max(10000, REPLY_TEXTS[lang].tooLong),
  })

export const replySchema = replySchemaIn('en')
