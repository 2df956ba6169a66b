import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { createFormatting } from '../features/i18n/formatting'
import { IslandRoot } from '../features/islands/IslandRoot'
import type { IslandComponent } from '../features/islands/islands'
import type { IslandData } from './renderIslands'

/**
 * Hydrates one island from the data its element carries (IslandData), as a React root of its
 * own, exactly as the prerender rendered it (src/app/renderIslands.tsx). Should its component
 * throw, React empties the root; the island's prerendered elements are then put back, with
 * whatever the visitor typed in them, and work as without JavaScript.
 */
export function hydrateIsland(element: HTMLElement, Component: IslandComponent): void {
  const { locale, props, strings, formatted, idPrefix } = JSON.parse(
    element.dataset.props ?? '',
  ) as IslandData
  const prerendered = [...element.childNodes]
  hydrateRoot(
    element,
    <IslandRoot
      locale={locale}
      strings={strings}
      formatting={createFormatting(locale, formatted)}
      onHydrated={() => (element.dataset.hydrated = 'true')}
    >
      {createElement(Component, props as object)}
    </IslandRoot>,
    {
      identifierPrefix: idPrefix,
      onUncaughtError: () => element.replaceChildren(...prerendered),
    },
  )
}
