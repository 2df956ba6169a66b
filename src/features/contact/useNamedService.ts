import { useSyncExternalStore } from 'react'

import { type ServiceOptionId, serviceOptionIds } from '../../content/contactOptions'
import { SERVICE_PARAM } from '../../routing/paths'

/** The form's page never changes its own query: there is nothing to listen to. */
const subscribe = () => () => {}
const fromAddress = () => new URLSearchParams(window.location.search).get(SERVICE_PARAM)
const none = () => null

/**
 * The service a call to action named in the address (`/contact?service=seo`), or null. None in
 * the prerender and while hydrating, as the prerendered form, one for every address, has none;
 * React reads the address right after hydration, and on a page change at once.
 */
export function useNamedService(): ServiceOptionId | null {
  const named = useSyncExternalStore(subscribe, fromAddress, none)
  return serviceOptionIds.find((id) => id === named) ?? null
}
