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
    // The panel on a message's page.
    title: 'Replies',
    none: 'No reply has been sent yet.',
    sentBy: (who: string) => `Sent by ${who},`,
    aStaffMember: 'a staff member',
    replyTo: (to: string) => `Reply to ${to}`,
    help: "Mailed to the sender at once, from the charity's address; the message is marked answered.",
    send: 'Send reply',
    sending: 'Sending…',
    notSent: 'The reply could not be sent. Check the connection and try again.',
  },
  ar: {
    signIn: 'سجّل الدخول إلى لوحة التحكم لتتمكن من الرد.',
    forbidden: 'الرد على الرسائل متاح للمنسقين والمسؤولين فقط.',
    notFound: 'لم يُعثر على الرسالة.',
    tooShort: 'اكتب الرد (3 أحرف على الأقل).',
    tooLong: 'يجب ألا يزيد الرد على 10000 حرف.',
    title: 'الردود',
    none: 'لم يُرسَل أي رد بعد.',
    sentBy: (who: string) => `أرسله ${who}،`,
    aStaffMember: 'أحد الموظفين',
    replyTo: (to: string) => `الرد على ${to}`,
    help: 'يُرسَل إلى المُرسِل فورًا من عنوان المؤسسة، وتُعلَّم الرسالة بأنه تم الرد عليها.',
    send: 'إرسال الرد',
    sending: 'جارٍ الإرسال…',
    notSent: 'تعذّر إرسال الرد. تحقّق من الاتصال وحاول مرة أخرى.',
  },
} as const satisfies Record<Lang, Record<string, unknown>>

/** The reply panel's body: the words to mail (issue 46 item 1), its messages in `lang`. */
export const replySchemaIn = (lang: Lang) =>
  z.object({
    text: z
      .string()
      .trim()
      .min(3, REPLY_TEXTS[lang].tooShort)
      .max(10000, REPLY_TEXTS[lang].tooLong),
  })
