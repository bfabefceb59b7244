import { requestSignInCode } from '@/features/donor/sign-in.server'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/** POST /api/donor/sign-in {email}: a code by e-mail, the same answer for every address. */
export const POST = jsonSubmission({
  maxBytes: 2048,
  submit: requestSignInCode,
  answer: (result) => ok({ message: result.message }),
})
