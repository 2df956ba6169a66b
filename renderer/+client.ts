// What HTML and CSS cannot do alone, the islands as they come near, and analytics.
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
