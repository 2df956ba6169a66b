import type { i18n } from 'i18next'
import type { ComponentType } from 'react'

import type { Locale } from '../config/locales'
import { addResources } from '../features/i18n/createI18n'
import { loadNamespaces } from '../features/i18n/resources'
import {
  pathInLanguages,
  routeNamespaces,
  type ViewModule,
  type ViewProps,
} from '../routing/contract'
import type { ResolvedRoute } from '../routing/resolve'

export interface LoadedPage {
  logicalPath: string
  /** Where the page is in each language (a post's slug may differ): its alternates' paths. */
  pathIn: (locale: Locale) => string
  resolved: ResolvedRoute
  /** Each route's view and loader agree on their data's type (defineRoute); here it is erased. */
  View: ComponentType<ViewProps<unknown>>
  data: unknown
}

export async function loadPage(
  resolved: ResolvedRoute,
  logicalPath: string,
  locale: Locale,
  instance: i18n,
): Promise<LoadedPage> {
  const { route, params, isNotFound } = resolved
  const missingNamespaces = routeNamespaces(route).filter(
    (ns) => !instance.hasResourceBundle(locale, ns),
  )
  const loadData = !isNotFound && 'data' in route ? route.data : undefined
  const [module, resources, data] = await Promise.all([
    route.view() as Promise<ViewModule<unknown>>,
    loadNamespaces(locale, missingNamespaces),
    loadData?.(locale, params),
  ])
  addResources(instance, locale, resources)
  const pathIn = pathInLanguages(route, data, logicalPath)
  return { logicalPath, pathIn, resolved, View: module.default, data }
}
