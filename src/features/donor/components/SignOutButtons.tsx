'use client'

import { DONOR_TEXTS, type DonorLang } from '../texts'
import { useRouter } from 'next/navigation'
import styles from './Donor.module.css'
import { postJson } from '@/lib/forms/post-json'

/** Sign out of this device, or of every device signed in with the address. */
export function SignOutButtons({ lang = 'en' }: { lang?: DonorLang }) {
  const router = useRouter()
  const t = DONOR_TEXTS[lang]
  const out = async (everywhere: boolean) => {
    await postJson('/api/donor/sign-out', { everywhere })
    router.refresh()
  }
  return (
    <div className={styles.row}>
      <button type="button" className="btn btn-outline" onClick={() => out(false)}>
        {t.signOut}
      </button>
      <button type="button" className="btn btn-outline" onClick={() => out(true)}>
        {t.signOutEverywhere}
      </button>
    </div>
  )
}
