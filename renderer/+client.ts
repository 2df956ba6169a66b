/**
 * The browser's part of every page (docs/architecture.md): the page itself is prerendered HTML.
 * This adds what HTML and CSS cannot do alone (the menus' Escape and outside clicks, remembering
 * the visitor's language answer, the blog's filter, tab stops only where a table scrolls), hydrates the page's islands as they come
 * near, and starts the analytics the build was configured with. A page without islands loads
 * nothing more.
 */
import { hydrateIslandsWhenNear } from '../src/app/hydrateIslands'
import { focusScrollRegionsOnlyWhenTheyScroll } from '../src/components/ComparisonTable/scrollRegions'
import { startAnalytics } from '../src/features/analytics/startAnalytics'
import { filterPostsByCategory } from '../src/features/blog/categoryFilter'
import { rememberLanguageAnswers } from '../src/features/language-suggestion/languageAnswers'
import { enhanceMenus } from '../src/features/nav/menus'

enhanceMenus()
rememberLanguageAnswers()
filterPostsByCategory()
focusScrollRegionsOnlyWhenTheyScroll()
hydrateIslandsWhenNear()
startAnalytics()
// The page's script has run: CSS hands it the Services menu; tests and monitoring wait for it.
document.documentElement.dataset.ready = ''
