/* eslint-disable simple-import-sort/imports -- the global stylesheet's place sets the cascade */
import { prerenderToNodeStream } from 'react-dom/static'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import iconSpriteDocument from 'virtual:icon-sprite/document'

import { App } from '../src/app/App'
import { pageIconSprite, spriteSymbols } from '../src/components/Icon/pageIconSprite'
import { pageDataScript } from '../src/app/pageData'
import { pageHead } from '../src/app/pageHead'
import { createRenderContext, pageResources } from '../src/app/renderContext'
import { viewModuleOf } from '../src/build/viewModule'
import { appStartTag } from '../src/build/appScripts'
import { writePageFiles } from '../src/build/writePageFiles'
import { analyticsPreconnectHtml } from '../src/features/analytics/preconnect'
import { localizePath, splitLocale } from '../src/features/i18n/localePath'
import { localeInfo } from '../src/config/locales'
import { loadNamespaces } from '../src/features/i18n/resources'
import { siteFigures } from '../src/features/i18n/siteFigures'
import { headTags } from '../src/features/seo/headTags'
import { renderHeadHtml } from '../src/features/seo/renderHeadHtml'
import { NO_JS_SWITCH_SCRIPT } from '../src/features/no-js/noJsSwitch'
import { loadSuggestionResources } from '../src/features/language-suggestion/suggestionResources'
import { suggestionScript } from '../src/features/language-suggestion/suggestionScript'
import { heroIntroScript } from '../src/features/hero-intro/heroIntro'
// Last: the one stylesheet keeps the global rules after the components' own.
import '../src/styles/global.css'

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += String(chunk)
  return html
}

/** The icon sprite's symbols, read once for every page the prerender writes. */
const iconSymbols = spriteSymbols(iconSpriteDocument)

type InjectFilterEntry = { src: string; assetType: string | null; inject: string | false }

/**
 * Keeps first paint free of what it does not need:
 * - Vike preloads every font file the CSS names; Inter ships seven unicode-range subsets and
 *   English, Spanish and Portuguese text only ever needs the latin one.
 * - Vike's `modulepreload` hints would fetch all JavaScript at high priority, competing with
 *   the stylesheet and the font on a slow connection (docs/decisions.md). The app loader
 *   requests the entry once the page has painted, and the entry loads every module itself.
 */
function keepFirstPaintLean(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    const otherFont = asset.assetType === 'font' && !asset.src.includes('inter-latin-wght-normal')
    if (otherFont || asset.assetType === 'script') asset.inject = false
  }
}

export async function onRenderHtml(pageContext: PageContextServer) {
  // The address names the language: `/es/services` is `/services` in Spanish.
  const { locale, logicalPath } = splitLocale(pageContext.urlPathname)
  const isNotFound = pageContext.is404 === true
  const figures = siteFigures(locale)
  const otherLanguages = await loadSuggestionResources(locale)
  const context = await createRenderContext({
    locale,
    logicalPath,
    isNotFound,
    resources: await loadNamespaces(locale, ['common']),
    otherLanguages,
    figures,
    formatted: {},
    hydrates: false,
  })

  const { prelude } = await prerenderToNodeStream(
    <App context={context} serverPath={localizePath(locale, logicalPath)} />,
    // Every Suspense boundary written in place, however long: React otherwise moves a long one
    // to the end of the document, to be put back by an inline script, and the page would show
    // it only with JavaScript (and a script the Content-Security-Policy does not admit).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const appHtml = await streamToString(prelude)
  const iconSprite = pageIconSprite(appHtml, iconSymbols)
  // What the page itself shows; the head's structured data formats its own, after this.
  const formatted = context.formatting.written()
  const headData = await pageHead(context, context.page)
  const head = renderHeadHtml(headTags(headData))
  if (pageContext.isPrerendering) await writePageFiles(__CLIENT_OUT_DIR__, context, headData)
  // The view the page shows, for its scripts to be preloaded with the app's: a not-found page's
  // too, which is hydrated at most of the addresses it answers (drawsServedNotFound).
  const appStart = appStartTag(__CLIENT_OUT_DIR__, await viewModuleOf(context.page.View))
  const pageData = pageDataScript({
    locale,
    i18nResources: pageResources(context),
    otherLanguages,
    figures,
    formatted,
    isNotFound,
    renderedPath: logicalPath,
  })

  // The home page's intro starts before the first paint, from the head (heroIntro.ts).
  const headScripts = [NO_JS_SWITCH_SCRIPT, suggestionScript()]
  if (logicalPath === '/' && !isNotFound) headScripts.push(heroIntroScript())

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${localeInfo(locale).tag}" dir="${localeInfo(locale).dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${dangerouslySkipEscape(headScripts.map((script) => `<script>${script}</script>`).join('\n    '))}
    <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    <meta name="theme-color" content="#0b1020">${dangerouslySkipEscape(analyticsPreconnectHtml())}
    ${dangerouslySkipEscape(head)}
  </head>
  <body>${dangerouslySkipEscape(iconSprite)}
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
    ${dangerouslySkipEscape(pageData)}
    ${dangerouslySkipEscape(appStart)}
  </body>
</html>`

  return { documentHtml, injectFilter: keepFirstPaintLean }
}
