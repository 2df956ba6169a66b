/* eslint-disable simple-import-sort/imports -- the global stylesheet's place sets the cascade */
import { I18nextProvider } from 'react-i18next'

import { FormattingContext } from '../features/i18n/formatting'
import { ShownPageContext } from '../features/i18n/switcherPath'
import { LocaleContext } from '../features/i18n/useLocale'
import { IslandSlotsContext } from '../features/islands/Island'
import { IslandTextContext } from '../features/islands/islandText'
import { RouteTableContext } from '../routing/routeTableContext'
import { Layout } from './Layout'
import type { RenderContext } from './renderContext'
// Last: the one stylesheet keeps the global rules after the components' own.
import '../styles/global.css'

export function App({ context }: { context: RenderContext }) {
  const { locale, i18n, table, page, formatting, islands } = context
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleContext value={locale}>
        <RouteTableContext value={table}>
          <ShownPageContext value={page}>
            <FormattingContext value={formatting}>
              <IslandSlotsContext value={islands}>
                <IslandTextContext value={(ns) => (key, values) => i18n.t(key, { ns, ...values })}>
                  <Layout locale={locale} page={page} />
                </IslandTextContext>
              </IslandSlotsContext>
            </FormattingContext>
          </ShownPageContext>
        </RouteTableContext>
      </LocaleContext>
    </I18nextProvider>
  )
}
