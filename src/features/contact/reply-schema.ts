import { z } from 'zod'

/** The reply panel's body: the words to mail (issue 46 item 1). */
export const replySchema = z.object({
  text: z
    .string()
    .trim()
    .min(3, 'Write the reply (at least 3 characters).')
    .max(10000, 'The reply must be at most 10000 characters.'),
})

export const REPLY_TEXTS = {
  signIn: 'Sign in to the back office to reply.',
  forbidden: 'Only coordinators and administrators can reply to messages.',
  notFound: 'The message was not found.',
} as const
