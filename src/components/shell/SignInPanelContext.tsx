'use client'

import { createContext, use } from 'react'

export type SignInPanelState = { open: boolean; close: () => void }

/** Whether the nav bar's sign-in panel is open, for the panel the layout puts in its slot. */
export const SignInPanelContext = createContext<SignInPanelState>({
  open: false,
  close: () => undefined,
})

export const useSignInPanel = (): SignInPanelState => use(SignInPanelContext)
