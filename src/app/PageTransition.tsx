import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Route, Routes, useLocation } from 'react-router-dom'

import { defaultLocale, type Locale } from '../config/locales'
import { useTracking } from '../features/analytics/tracking'
import { localizePath, logicalPathOf } from '../features/i18n/localePath'
import { resolveIn } from '../routing/resolve'
import { useRouteTable } from '../routing/routeTableContext'
import { type LoadedPage, loadPage } from './loadPage'

/** The animation and the head update, fetched at the first page change (see pageChange.ts). */
const loadPageChange = () => import('./pageChange')

/** Read at each page change, so a setting changed while the page is open is honoured. */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Moves focus to the new page's main heading so screen readers announce the page change. */
function focusMainHeading(container: HTMLElement | null) {
  const heading = container?.querySelector('h1')
  if (!heading) return
  heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * Exit, then enter. The next view's code and translations load while the old page fades out;
 * the new page is rendered only once both are there, so there is never an empty frame.
 */
export function PageTransition({
  locale,
  firstPage,
  onShow,
}: {
  locale: Locale
  firstPage: LoadedPage
  /** Told of each page this shows after the first, as it is shown. */
  onShow: (page: LoadedPage) => void
}) {
  const location = useLocation()
  const { pathname, key } = location
  const { i18n } = useTranslation()
  const table = useRouteTable()
  const [shown, setShown] = useState({ path: pathname, page: firstPage })
  const shownPath = shown.path
  const scope = useRef<HTMLDivElement>(null)
  // Where each page of this visit was scrolled to when left, by history entry: Back and Forward
  // return there, as they do between documents. In memory: a reload is the browser's to restore.
  const [scrollPositions] = useState(() => new Map<string, number>())
  // The history entry on screen: a query change (a blog filter) is a new entry of the same page.
  const shownKey = useRef(key)
  useEffect(() => {
    if (pathname === shownPath) shownKey.current = key
  }, [pathname, shownPath, key])

  // A page view when the visitor arrives and each time another page is on screen, counted under
  // the page's path in the default language: a post's languages are one page, whatever its slugs.
  const { trackPageView } = useTracking()
  const shownPage = shown.page
  useEffect(() => trackPageView(shownPage.pathIn(defaultLocale)), [shownPage, trackPageView])

  useEffect(() => {
    if (pathname === shownPath) return
    let superseded = false
    scrollPositions.set(shownKey.current, window.scrollY)
    // Only an entry already left has a position: Back and Forward. A new entry starts at the top.
    const returnTo = scrollPositions.get(key)
    // Resolved once per navigation: the view, the head and the page shown all use it.
    const logicalPath = logicalPathOf(locale, pathname)
    const resolved = resolveIn(table, logicalPath)
    const ready = loadPage(resolved, logicalPath, locale, i18n)
    // A failure is handled where `ready` is awaited, after the fade; this keeps the browser
    // from reporting it as unhandled in the meantime.
    ready.catch(() => {})
    const pageChange = loadPageChange()
    // Fetched beside the view, so the new head is written as soon as the view is shown. A
    // failure shows where showHead awaits the same module.
    resolved.route.head?.().catch(() => {})
    const animated = !prefersReducedMotion()
    void (async () => {
      let tools: Awaited<typeof pageChange>
      let page: LoadedPage
      try {
        tools = await pageChange
        if (animated && scope.current) await tools.fadeOut(scope.current)
        page = await ready
      } catch {
        // A view chunk that cannot load (say, replaced by a new deploy): let the browser fetch
        // the page itself rather than leave the visitor on a faded one.
        window.location.assign(localizePath(locale, logicalPath))
        return
      }
      if (superseded) return
      flushSync(() => {
        setShown({ path: pathname, page })
        onShow(page)
      })
      // A head module that cannot load leaves the previous title: the page itself is shown.
      void tools.showHead({ locale, i18n, table }, page).catch(() => {})
      shownKey.current = key
      window.scrollTo({ top: returnTo ?? 0, left: 0, behavior: 'instant' })
      focusMainHeading(scope.current)
      if (animated && scope.current) await tools.fadeIn(scope.current)
    })()
    return () => {
      superseded = true
    }
  }, [pathname, shownPath, key, scrollPositions, locale, i18n, table, onShow])

  return (
    <div ref={scope}>
      {/* The page on screen keeps its address until the next one is ready; its query (a blog
          filter) and hash stay live, since changing them is not a change of page. */}
      <Routes location={pathname === shownPath ? location : shownPath}>
        <Route path="*" element={<shown.page.View data={shown.page.data} />} />
      </Routes>
    </div>
  )
}
