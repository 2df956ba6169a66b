/* eslint-disable simple-import-sort/imports -- the global stylesheet's place sets the cascade */
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from '../src/app/App'
import { readPageData } from '../src/app/pageData'
import { createRenderContext } from '../src/app/renderContext'
import { splitLocale } from '../src/features/i18n/localePath'
import { siteRoutes } from '../src/routes'
import { drawsServedNotFound } from '../src/routing/resolve'
// Last: the one stylesheet keeps the global rules after the components' own.
import '../src/styles/global.css'

/**
 * Brings the prerendered page to life: reads the data the page carries (src/app/pageData.ts),
 * loads the view's code and hydrates. Loaded by client.ts once the page has painted.
 */
export async function hydrate() {
  const { locale, i18nResources, otherLanguages, figures, formatted, isNotFound, renderedPath } =
    readPageData(document)
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')

  // The address bar, not the prerendered page, names the page: one not-found page answers
  // every unknown address of its section. Where the app draws another page there (the host
  // picks its not-found page by folder, the app by route), it renders afresh rather than
  // hydrate, or React would keep the served HTML. The view's code and content are loaded
  // before rendering, or React would discard the server HTML.
  const { logicalPath } = splitLocale(window.location.pathname)
  const hydrates = !isNotFound || drawsServedNotFound(siteRoutes, renderedPath, logicalPath)
  const context = await createRenderContext({
    locale,
    logicalPath,
    isNotFound,
    resources: i18nResources,
    otherLanguages,
    figures,
    formatted,
    hydrates,
  })
  const app = <App context={context} />

  // As a transition, React renders in slices and yields to the browser between them, so
  // hydrating a long page does not block input or paint for the whole of it.
  startTransition(() => {
    if (hydrates) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}
