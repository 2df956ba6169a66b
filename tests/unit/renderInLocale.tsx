import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'

import enCommon from '../../locales/en/common.json'
import esCommon from '../../locales/es/common.json'
import ptCommon from '../../locales/pt/common.json'
import type { Locale } from '../../src/config/locales'
import { createFormatting, FormattingContext } from '../../src/features/i18n/formatting'
import type { LocaleResources } from '../../src/features/i18n/resources'
import { createSiteI18n } from '../../src/features/i18n/siteFigures'
import { ShownPageContext } from '../../src/features/i18n/switcherPath'
import { LocaleContext } from '../../src/features/i18n/useLocale'
import { IslandTextContext } from '../../src/features/islands/islandText'
import { siteRoutes } from '../../src/routes'
import { resolveIn } from '../../src/routing/resolve'
import { RouteTableContext } from '../../src/routing/routeTableContext'

const common = { en: enCommon, es: esCommon, pt: ptCommon }

/** Server-renders UI as on a page of `locale` at `logicalPath`, with the site's routes and the namespaces it reads. */
export function renderInLocale(
  locale: Locale,
  ui: ReactNode,
  logicalPath = '/',
  namespaces: LocaleResources = {},
): string {
  const i18n = createSiteI18n(locale, { common: common[locale], ...namespaces })
  const page = {
    logicalPath,
    resolved: resolveIn(siteRoutes, logicalPath),
    pathIn: () => logicalPath,
  }
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <LocaleContext value={locale}>
        <ShownPageContext value={page}>
          <IslandTextContext value={(ns) => (key, values) => i18n.t(key, { ns, ...values })}>
            <FormattingContext value={createFormatting(locale)}>
              <RouteTableContext value={siteRoutes}>{ui}</RouteTableContext>
            </FormattingContext>
          </IslandTextContext>
        </ShownPageContext>
      </LocaleContext>
    </I18nextProvider>,
  )
}
