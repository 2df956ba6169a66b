import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { createFormatting } from '../features/i18n/formatting'
import { IslandRoot } from '../features/islands/IslandRoot'
import type { IslandComponent } from '../features/islands/islands'
import type { IslandData } from './renderIslands'

/** Hydrates one island as its own root; if it throws, its prerendered elements are put back. */
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
