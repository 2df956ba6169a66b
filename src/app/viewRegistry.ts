import type { i18n } from 'i18next'
import type { ComponentType } from 'react'
import { addResources } from '../features/i18n/createI18n'
import type { Locale } from '../features/i18n/locales'
import { loadNamespaces } from '../features/i18n/resources'
import { routeNamespaces, type JsonLdBuilder, type ViewModule } from '../routes'
import type { ResolvedRoute } from './resolveRoute'

type ViewSource = ResolvedRoute['route']

const loadedViews = new Map<ViewSource, ViewModule>()

/**
 * Loads a route's view code and its translations together. Views are rendered only once this
 * has resolved, so neither the first render (server or hydration) nor a client navigation
 * ever shows an empty Suspense fallback.
 */
export async function prepareView(
  { route }: ResolvedRoute,
  locale: Locale,
  instance: i18n,
): Promise<void> {
  const missingNamespaces = routeNamespaces(route).filter(
    (ns) => !instance.hasResourceBundle(locale, ns),
  )
  const [module, resources] = await Promise.all([
    loadedViews.has(route) ? null : route.view(),
    loadNamespaces(locale, missingNamespaces),
  ])
  if (module) loadedViews.set(route, module)
  addResources(instance, locale, resources)
}

function preparedModule(route: ViewSource): ViewModule {
  const module = loadedViews.get(route)
  if (!module) throw new Error(`View for namespace "${route.ns}" used before prepareView()`)
  return module
}

export function preparedView(route: ViewSource): ComponentType {
  return preparedModule(route).default
}

/** The page's own structured data builder, if its view module exports one. */
export function preparedJsonLd(route: ViewSource): JsonLdBuilder | undefined {
  return preparedModule(route).jsonLd
}
