import type { i18n } from 'i18next'
import type { ComponentType } from 'react'
import { addResources } from '../features/i18n/createI18n'
import type { Locale } from '../features/i18n/locales'
import { loadNamespaces } from '../features/i18n/resources'
import type { ResolvedRoute } from './resolveRoute'

type ViewSource = ResolvedRoute['route']

const loadedViews = new Map<ViewSource, ComponentType>()

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
  const [module, resources] = await Promise.all([
    loadedViews.has(route) ? null : route.view(),
    instance.hasResourceBundle(locale, route.ns) ? {} : loadNamespaces(locale, [route.ns]),
  ])
  if (module) loadedViews.set(route, module.default)
  addResources(instance, locale, resources)
}

export function preparedView(route: ViewSource): ComponentType {
  const view = loadedViews.get(route)
  if (!view) throw new Error(`View for namespace "${route.ns}" rendered before prepareView()`)
  return view
}
