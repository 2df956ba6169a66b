import { qualityTargets } from '../../content/company'
import { formatPercent } from '../i18n/format'
import type { Formatting } from '../i18n/formatting'

export function qualityBarPercentages(formatting: Formatting): {
  uptime: string
  coverage: string
} {
  return {
    uptime: formatPercent(formatting, qualityTargets.uptimeSla, { fractionDigits: 1 }),
    coverage: formatPercent(formatting, qualityTargets.testCoverage),
  }
}
