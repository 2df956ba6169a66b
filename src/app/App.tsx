import type { i18n } from 'i18next'
import { type ReactNode, StrictMode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter, StaticRouter } from 'react-router-dom'

import { routerBasename } from '../features/i18n/localePath'
import type { Locale } from '../features/i18n/locales'
import { RouteTableContext } from '../routing/routeTableContext'
import { Layout } from './Layout'
import { type ResolvedRoute, siteRoutes } from './resolveRoute'

export interface AppProps {
  locale: Locale
  i18n: i18n
  /** The page at the first render, resolved once by the renderer. */
  page: ResolvedRoute
  /** Full URL path on the server (prerender); absent in the browser, which reads the address bar. */
  serverPath?: string
}

/**
 * The whole site for one locale. The router's basename is the locale prefix, so a
 * `<Link to="/services">` written once becomes `/es/services` in Spanish.
 */
export function App({ locale, i18n, page, serverPath }: AppProps) {
  const basename = routerBasename(locale)
  const router = (children: ReactNode) =>
    serverPath === undefined ? (
      <BrowserRouter basename={basename}>{children}</BrowserRouter>
    ) : (
      <StaticRouter basename={basename} location={serverPath}>
        {children}
      </StaticRouter>
    )
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouteTableContext value={siteRoutes}>
          {router(<Layout locale={locale} page={page} />)}
        </RouteTableContext>
      </I18nextProvider>
    </StrictMode>
  )
}
