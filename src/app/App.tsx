import { type ReactNode, StrictMode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter, StaticRouter } from 'react-router-dom'

import { TrackingContext } from '../features/analytics/tracking'
import { FormattingContext } from '../features/i18n/formatting'
import { routerBasename } from '../features/i18n/localePath'
import { HydrationGatesContext } from '../features/lazy-hydration/hydrationGates'
import { RouteTableContext } from '../routing/routeTableContext'
import { Layout } from './Layout'
import type { RenderContext } from './renderContext'

export interface AppProps {
  /** The page's render: its language, translations, route table and first page. */
  context: RenderContext
  /** Full URL path on the server (prerender); absent in the browser, which reads the address bar. */
  serverPath?: string
}

/**
 * The whole site for one locale. The router's basename is the locale prefix, so a
 * `<Link to="/services">` written once becomes `/es/servicios` in Spanish.
 */
export function App({ context, serverPath }: AppProps) {
  const { locale, i18n, table, page, tracking, formatting, hydrationGates } = context
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
        <RouteTableContext value={table}>
          <TrackingContext value={tracking}>
            <FormattingContext value={formatting}>
              <HydrationGatesContext value={hydrationGates}>
                {router(<Layout locale={locale} page={page} />)}
              </HydrationGatesContext>
            </FormattingContext>
          </TrackingContext>
        </RouteTableContext>
      </I18nextProvider>
    </StrictMode>
  )
}
