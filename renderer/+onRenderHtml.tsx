import { prerenderToNodeStream } from 'react-dom/static'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import iconSpriteDocument from 'virtual:icon-sprite/document'

import { App } from '../src/app/App'
import { pageHead } from '../src/app/pageHead'
import { createRenderContext } from '../src/app/renderContext'
import { renderIslands } from '../src/app/renderIslands'
import { writePageFiles } from '../src/build/writePageFiles'
import { pageIconSprite, spriteSymbols } from '../src/components/Icon/pageIconSprite'
import { defaultLocale, localeInfo } from '../src/config/locales'
import { analyticsPreconnectHtml } from '../src/features/analytics/preconnect'
import { heroIntroScript } from '../src/features/hero-intro/heroIntro'
import { splitLocale } from '../src/features/i18n/localePath'
import { loadNamespaces } from '../src/features/i18n/resources'
import { siteFigures } from '../src/features/i18n/siteFigures'
import { islandIcons } from '../src/features/islands/islands'
import { loadSuggestionResources } from '../src/features/language-suggestion/suggestionResources'
import { suggestionScript } from '../src/features/language-suggestion/suggestionScript'
import { speculationRules } from '../src/features/navigation/speculationRules'
import { NO_JS_SWITCH_SCRIPT } from '../src/features/no-js/noJsSwitch'
import { escapeXml } from '../src/features/seo/escapeXml'
import { headHtml } from '../src/features/seo/headTags'

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += String(chunk)
  return html
}

const iconSymbols = spriteSymbols(iconSpriteDocument)

type InjectFilterEntry = { src: string; assetType: string | null; inject: string | false }

/** Vike preloads every font file the CSS names; our languages need only Inter's latin subset. */
function latinFontOnly(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !asset.src.includes('inter-latin-wght-normal')) {
      asset.inject = false
    }
  }
}

export async function onRenderHtml(pageContext: PageContextServer) {
  const { locale, logicalPath } = splitLocale(pageContext.urlPathname)
  const isNotFound = pageContext.is404 === true
  const figures = siteFigures(locale)
  const context = await createRenderContext({
    locale,
    logicalPath,
    isNotFound,
    resources: await loadNamespaces(locale, ['common']),
    otherLanguages: await loadSuggestionResources(locale),
    figures,
  })

  const { prelude } = await prerenderToNodeStream(
    <App context={context} />,
    // Otherwise React moves a long Suspense boundary to the end, put back by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const appHtml = await renderIslands(await streamToString(prelude), context.islands, {
    locale,
    i18n: context.i18n,
    figures,
  })
  const iconSprite = pageIconSprite(appHtml, iconSymbols, islandIcons(context.islands.placed))
  const headData = await pageHead(context, context.page)
  const head = headHtml(headData)
  if (pageContext.isPrerendering) await writePageFiles(__CLIENT_OUT_DIR__, headData)

  // The home page's intro starts before the first paint, from the head (heroIntro.ts).
  const headScripts = [NO_JS_SWITCH_SCRIPT, suggestionScript()]
  if (logicalPath === '/' && !isNotFound) headScripts.push(heroIntroScript())
  // Analytics name a page by its path in the default language: one page, whatever its slugs.
  const analyticsPage = __ANALYTICS_ENABLED__
    ? ` data-page="${escapeXml(context.page.pathIn(defaultLocale))}"`
    : ''

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${localeInfo(locale).tag}" dir="${localeInfo(locale).dir}"${dangerouslySkipEscape(analyticsPage)}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${dangerouslySkipEscape(headScripts.map((script) => `<script>${script}</script>`).join('\n    '))}
    <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    <meta name="theme-color" content="#0b1020">${dangerouslySkipEscape(analyticsPreconnectHtml())}
    ${dangerouslySkipEscape(head)}
    <script type="speculationrules">${dangerouslySkipEscape(speculationRules())}</script>
  </head>
  <body>${dangerouslySkipEscape(iconSprite)}
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
  </body>
</html>`

  return { documentHtml, injectFilter: latinFontOnly }
}
