'use client'

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react'

export type DonationModalApi = {
  isOpen: boolean
  open: () => void
  close: () => void
}

const DonationModalContext = createContext<DonationModalApi | null>(null)

/** Holds the open state of the shell's single donation modal (nav button + fixed button). */
export function DonationModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false)
  const open = useCallback(() => setIsOpen(true), [])
  const close = useCallback(() => setIsOpen(false), [])
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close])
  return <DonationModalContext value={value}>{children}</DonationModalContext>
}

/** Open or close the shell's donation modal; the donation form calls close() when it completes. */
export function useDonationModal(): DonationModalApi {
  const api = use(DonationModalContext)
  if (!api) throw new Error('useDonationModal must be used inside <DonationModalProvider>')
  return api
}
