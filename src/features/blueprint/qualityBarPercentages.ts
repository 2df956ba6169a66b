import type { Locale } from '../../config/locales'
import { qualityTargets } from '../../content/company'
import { formatPercent } from '../i18n/format'

/** The quality bar's uptime SLA ("99.9%") and test coverage ("80%"): the page's and the download's. */
export function qualityBarPercentages(locale: Locale): { uptime: string; coverage: string } {
  return {
    uptime: formatPercent(locale, qualityTargets.uptimeSla, { fractionDigits: 1 }),
    coverage: formatPercent(locale, qualityTargets.testCoverage),
  }
}
