import Link from 'next/link'
import { NOT_OPEN } from '../messages'

/** 'Accounts for the public are not open yet. Staff can sign in on the login page.' */
export function NotOpenMessage() {
  return (
    <>
      {NOT_OPEN.lead}
      <Link href="/login">{NOT_OPEN.link}</Link>
      {NOT_OPEN.end}
    </>
  )
}
