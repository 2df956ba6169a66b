import { useReducedMotion } from 'framer-motion'
import { useAnimate } from 'framer-motion/mini'
import { createElement, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Route, Routes, useLocation } from 'react-router-dom'

import { localizePath } from '../features/i18n/localePath'
import type { Locale } from '../features/i18n/locales'
import { applyHead } from '../features/seo/applyHead'
import { pageHeadTags } from './pageHead'
import { type ResolvedRoute, resolveRoute } from './resolveRoute'
import { preparedPage, prepareView } from './viewRegistry'

const EXIT = { opacity: 0, transform: 'translateY(-8px)' }
const ENTER = { opacity: [0, 1], transform: ['translateY(8px)', 'translateY(0)'] }

/** The page being shown, resolved once when it was chosen, with the content its route loaded. */
function PreparedView({ page, locale }: { page: ResolvedRoute; locale: Locale }) {
  const { module, data } = preparedPage(page, locale)
  // The registry hands back the same component object for a route every time (loaded once),
  // so this is not a component created during render.
  return createElement(module.default, { data })
}

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
}: {
  locale: Locale
  firstPage: ResolvedRoute
}) {
  const location = useLocation()
  const { pathname } = location
  const { i18n } = useTranslation()
  const [shown, setShown] = useState({ path: pathname, page: firstPage })
  const shownPath = shown.path
  const [scope, animate] = useAnimate<HTMLDivElement>()
  const reduceMotion = useReducedMotion() === true

  useEffect(() => {
    if (pathname === shownPath) return
    let superseded = false
    // Resolved once per navigation: the view, the head and the page shown all use it.
    const page = resolveRoute(pathname)
    const ready = prepareView(page, locale, i18n)
    void (async () => {
      try {
        if (!reduceMotion) await animate(scope.current, EXIT, { duration: 0.16, ease: 'easeIn' })
        await ready
      } catch {
        // A view chunk that cannot load (say, replaced by a new deploy): let the browser fetch
        // the page itself rather than leave the visitor on a faded one.
        window.location.assign(localizePath(locale, pathname))
        return
      }
      if (superseded) return
      flushSync(() => setShown({ path: pathname, page }))
      applyHead(pageHeadTags(locale, pathname, page, i18n))
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      focusMainHeading(scope.current)
      if (!reduceMotion) await animate(scope.current, ENTER, { duration: 0.24, ease: 'easeOut' })
    })()
    return () => {
      superseded = true
    }
  }, [pathname, shownPath, locale, i18n, animate, scope, reduceMotion])

  return (
    <div ref={scope}>
      {/* The page on screen keeps its address until the next one is ready; its query (a blog
          filter) and hash stay live, since changing them is not a change of page. */}
      <Routes location={pathname === shownPath ? location : shownPath}>
        <Route path="*" element={<PreparedView page={shown.page} locale={locale} />} />
      </Routes>
    </div>
  )
}
