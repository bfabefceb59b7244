import { headers } from 'next/headers'
import { siteUrl } from '@/lib/env'

/**
 * admin.components.header and beforeLogin (issue 45 item 5): the back office opened at another
 * host name than SITE_URL (127.0.0.1 for localhost, an old domain) signs in, but Payload's own
 * screens and the refund panel refuse a session that comes from another origin. Rather than a
 * refusal that blames the staff member later, every page says so first, with the address that
 * works.
 */
export async function HostNotice({ i18n }: { i18n?: { language?: string } }) {
  const h = await headers()
  const host = h.get('x-forwarded-host') ?? h.get('host')
  const site = new URL(siteUrl())
  if (!host || host === site.host) return null
  const ar = i18n?.language === 'ar'
  const link = `${site.origin}/admin`
  return (
    <div
      role="alert"
      lang={ar ? 'ar' : 'en'}
      dir={ar ? 'rtl' : 'ltr'}
      data-host-notice
      style={{
        margin: 'calc(var(--base) * 0.5) 0',
        padding: 'calc(var(--base) * 0.5) var(--base)',
        border: '1px solid var(--theme-warning-500)',
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-elevation-1000)',
      }}
    >
      {ar ? (
        <>
          فتحت لوحة الإدارة على العنوان <bdi>{host}</bdi>، وهي مُعدّة للعمل على{' '}
          <bdi>{site.host}</bdi>: لا يعمل تسجيل الدخول والحفظ والاسترداد إلا هناك. افتحها على{' '}
          <a href={link}>
            <bdi>{link}</bdi>
          </a>
          .
        </>
      ) : (
        <>
          You opened the back office at <strong>{host}</strong>. It is set up for{' '}
          <strong>{site.host}</strong> (SITE_URL): signing in, saving and refunds work only there.
          Open <a href={link}>{link}</a>.
        </>
      )}
    </div>
  )
}
