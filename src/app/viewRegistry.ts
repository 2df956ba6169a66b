import type { i18n } from 'i18next'

import { addResources } from '../features/i18n/createI18n'
import type { Locale } from '../features/i18n/locales'
import { loadNamespaces } from '../features/i18n/resources'
import { routeNamespaces, type ViewModule } from '../routing/contract'
import type { ResolvedRoute } from './resolveRoute'

type ViewSource = ResolvedRoute['route']

/** A view ready to render: its module and the content its route loaded for these parameters. */
export interface PreparedPage {
  module: ViewModule<unknown>
  data: unknown
}

const loadedViews = new Map<ViewSource, ViewModule<unknown>>()
const loadedData = new Map<string, unknown>()

/** One page's content in one language: route (by namespace and path), locale and parameters. */
function dataKey({ route, params }: Pick<ResolvedRoute, 'route' | 'params'>, locale: Locale) {
  const path = 'path' in route ? route.path : `(not found) ${route.ns}`
  return `${locale} ${path} ${new URLSearchParams(params).toString()}`
}

/**
 * Loads a route's view code, its translations and its content together. Views are rendered
 * only once this has resolved, so neither the first render (server or hydration) nor a client
 * navigation ever shows an empty Suspense fallback.
 */
export async function prepareView(
  resolved: ResolvedRoute,
  locale: Locale,
  instance: i18n,
): Promise<void> {
  const { route, params, isNotFound } = resolved
  const missingNamespaces = routeNamespaces(route).filter(
    (ns) => !instance.hasResourceBundle(locale, ns),
  )
  const key = dataKey(resolved, locale)
  const loadData = !isNotFound && 'data' in route && route.data && !loadedData.has(key)
  const [module, resources, data] = await Promise.all([
    loadedViews.has(route) ? null : (route.view() as Promise<ViewModule<unknown>>),
    loadNamespaces(locale, missingNamespaces),
    loadData ? route.data?.(locale, params) : undefined,
  ])
  if (module) loadedViews.set(route, module)
  if (loadData) loadedData.set(key, data)
  addResources(instance, locale, resources)
}

/** The page `prepareView` made ready; calling it before that is a bug, reported as such. */
export function preparedPage(
  resolved: Pick<ResolvedRoute, 'route' | 'params'>,
  locale: Locale,
): PreparedPage {
  const module = loadedViews.get(resolved.route)
  if (!module) {
    throw new Error(`View for namespace "${resolved.route.ns}" used before prepareView()`)
  }
  const key = dataKey(resolved, locale)
  if ('data' in resolved.route && resolved.route.data && !loadedData.has(key)) {
    throw new Error(`Content for ${key} used before prepareView()`)
  }
  return { module, data: loadedData.get(key) }
}
