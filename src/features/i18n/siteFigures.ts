import { type Locale, locales } from '../../config/locales.ts'
import { site } from '../../config/site.ts'
import { launchReviewDays, roadmapWeeks } from '../../content/blueprint.ts'
import {
  companyStats,
  qualityTargets,
  seoResultsPeriodMonths,
  servicePromises,
} from '../../content/company.ts'
import { createI18n } from './createI18n.ts'
import { formatInteger } from './format.ts'
import { formatMetric } from './formatMetric.ts'
import { createFormatting } from './formatting.ts'
import type { LocaleResources } from './resources'

/** The agency's figures as i18next default variables ("since {{foundingYear}}"), so no text types one `src/content` holds. */
export function siteFigures(locale: Locale): Record<string, string> {
  const formatting = createFormatting(locale)
  return {
    foundingYear: String(site.foundingYear),
    years: formatMetric(formatting, companyStats.yearsInBusiness),
    yearsNumber: formatInteger(formatting, companyStats.yearsInBusiness.value),
    projects: formatMetric(formatting, companyStats.projects),
    projectsNumber: formatInteger(formatting, companyStats.projects.value),
    clients: formatMetric(formatting, companyStats.clientsServed),
    clientsNumber: formatInteger(formatting, companyStats.clientsServed.value),
    replyHours: formatInteger(formatting, servicePromises.replyHours),
    callMinutes: formatInteger(formatting, servicePromises.callMinutes),
    auditHours: formatInteger(formatting, servicePromises.auditHours),
    quoteHours: formatInteger(formatting, servicePromises.quoteHours),
    trafficMonths: formatInteger(formatting, seoResultsPeriodMonths),
    loadSeconds: formatInteger(formatting, qualityTargets.loadTimeSeconds),
    lighthouseScore: formatInteger(formatting, qualityTargets.lighthouseScore),
    // Counts a text may also write in words: {{languages, words}} is "three".
    languages: String(locales.length),
    roadmapWeeks: String(roadmapWeeks()),
    launchReviewDays: formatInteger(formatting, launchReviewDays),
  }
}

/** An i18next instance for build-time code (prerender, feeds, llms.txt, tests), figures included. */
export function createSiteI18n(locale: Locale, resources: LocaleResources) {
  return createI18n(locale, resources, siteFigures(locale))
}
