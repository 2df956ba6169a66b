import { useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Open/closed state that closes itself on navigation: the state remembers the path it was
 * opened on, so on any other path it reads as closed without an effect resetting it.
 */
export interface Disclosure<Mode extends string = 'open'> {
  open: boolean
  /** How it was opened (say, by hover or by click); null when closed. */
  mode: Mode | null
  openWith: (mode: Mode) => void
  close: () => void
}

export function useOpenUntilNavigation<Mode extends string = 'open'>(): Disclosure<Mode> {
  const { pathname } = useLocation()
  const [state, setState] = useState<{ path: string; mode: Mode } | null>(null)
  const current = state?.path === pathname ? state.mode : null
  return {
    open: current !== null,
    mode: current,
    openWith: (mode: Mode) => setState({ path: pathname, mode }),
    close: () => setState(null),
  }
}
