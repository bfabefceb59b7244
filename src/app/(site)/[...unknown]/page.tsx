import { redirect } from 'next/navigation'

/** Any path outside the route table goes to the home page (spec 000 route table). */
export default function UnknownPath(): never {
  redirect('/')
}
