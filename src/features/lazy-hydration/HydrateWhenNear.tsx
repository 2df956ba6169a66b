import { type ReactNode, Suspense, use, useContext, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { useHydrated } from '../no-js/useHydrated'
import { HydrationGatesContext } from './hydrationGates'

interface HydrateWhenNearProps {
  /** The id of the block's outermost element, by which the browser finds it before hydrating. */
  blockId: string
  children: ReactNode
}

/**
 * Holds a block's hydration until it is near the screen (hydrationGates.ts); renders nothing
 * itself. Rendered in the browser after the first page (a page change), it holds nothing.
 */
function NearGate({ blockId, children }: HydrateWhenNearProps) {
  const gates = useContext(HydrationGatesContext)
  const hydrated = useHydrated()
  const block = gates && !hydrated ? document.getElementById(blockId) : null
  if (gates && block && !gates.isOpen(block)) use(gates.whenNear(block))
  return children
}

/**
 * A block of the prerendered page that hydrates on its own, once it is within a screen of the
 * viewport or touched (React 19 hydrates each Suspense boundary separately): a phone hydrates
 * what it shows first, not the whole page in one go. Until then the block is the prerendered
 * HTML, whole and with working links, as without JavaScript.
 *
 * What renders above a block must not change while the block waits. A change hands the block
 * new props, React must then hydrate it at once, the gate holds it, and React drops the block's
 * prerendered HTML to build it anew, in one long task. State that changes right after
 * hydration (`useHydrated`, a stored choice) lives inside the block that shows it.
 */
export function HydrateWhenNear({ blockId, children }: HydrateWhenNearProps) {
  return (
    <Suspense>
      <NearGate blockId={blockId}>{children}</NearGate>
    </Suspense>
  )
}

/**
 * Rendered once, outside every block: once the address changes (a link followed, a filter or a
 * hash set, a fragment link such as the skip link, which the browser follows itself), every
 * block still waiting hydrates. React must hydrate a block to bring it the new address, and does
 * so before the change; a block kept waiting would hold the change back for good, or, when the
 * browser changed the address itself, be dropped and built anew. Compared with the first address
 * itself: a fragment the browser follows gets no key of react-router's, only `default`, as the
 * first address does. Done while rendering, not in an effect: the render that carries the new
 * address is the one that waits, and its effects would run only once it is done.
 */
export function HydrateAllOnAddressChange(): null {
  const gates = useContext(HydrationGatesContext)
  const { key, pathname, search, hash } = useLocation()
  const address = `${key} ${pathname}${search}${hash}`
  const [firstAddress] = useState(address)
  if (address !== firstAddress) gates?.releaseAll()
  return null
}
