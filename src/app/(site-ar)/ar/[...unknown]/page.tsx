import { redirect } from 'next/navigation'

/** Any /ar path outside the route table goes to the Arabic home page (as /… goes to /). */
export default function UnknownPath(): never {
  redirect('/ar')
}
