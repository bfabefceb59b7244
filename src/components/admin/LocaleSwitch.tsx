'use client'

import { Link, useLocale, useTranslation } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'

/**
 * At the top of every edit page with translatable fields (issue 46 item 5): which language's
 * text is being edited, and one link to the other, so translating an article does not mean
 * finding Payload's small locale menu. Words in the staff member's admin language.
 */
const WORDS = {
  en: {
    editing: { en: 'You are editing the English text.', ar: 'You are editing the Arabic text.' },
    switchTo: { en: 'Switch to English', ar: 'Switch to العربية (Arabic)' },
    shared: 'Fields that are not translated are the same in both languages.',
  },
  ar: {
    editing: { en: 'تحرِّر الآن النص الإنجليزي.', ar: 'تحرِّر الآن النص العربي.' },
    switchTo: { en: 'التبديل إلى English (الإنجليزية)', ar: 'التبديل إلى العربية' },
    shared: 'الحقول غير المترجمة واحدة في اللغتين.',
  },
}

export function LocaleSwitch() {
  const locale = useLocale()
  const { i18n } = useTranslation()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const words = WORDS[i18n.language === 'ar' ? 'ar' : 'en']
  const current = locale?.code === 'ar' ? 'ar' : 'en'
  const other = current === 'ar' ? 'en' : 'ar'
  const params = new URLSearchParams(searchParams?.toString())
  params.set('locale', other)
  return (
    <div
      className="field-type"
      data-testid="locale-switch"
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) / 2) var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderInlineStart: '4px solid var(--theme-success-500)',
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <strong>{words.editing[current]}</strong>{' '}
      <Link href={`${pathname}?${params.toString()}`} lang={other}>
        {words.switchTo[other]}
      </Link>
      <div style={{ color: 'var(--theme-elevation-600)' }}>{words.shared}</div>
    </div>
  )
}
