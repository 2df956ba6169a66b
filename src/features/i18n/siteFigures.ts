import { type Locale, locales } from '../../config/locales'
import { site } from '../../config/site'
import { launchReviewDays, roadmapWeeks } from '../../content/blueprint'
import {
  companyStats,
  qualityTargets,
  seoResultsPeriodMonths,
  servicePromises,
} from '../../content/company'
import { createI18n } from './createI18n'
import { formatInteger } from './format'
import { formatMetric } from './formatMetric'
import type { LocaleResources } from './resources'

/**
 * The agency's figures that running text names, as placeholders any translation may use:
 * "since {{foundingYear}}", "{{years}} years and {{projects}} projects", or the bare numbers
 * where a language says "more than" in words ("más de {{yearsNumber}} años"). They are
 * i18next's default variables (createI18n), so no text types a figure that `src/content` holds,
 * and a figure changed there changes every sentence that states it, in every language.
 * Computed at build time: pages receive them in their data (PageData.figures).
 */
export function siteFigures(locale: Locale): Record<string, string> {
  return {
    foundingYear: String(site.foundingYear),
    years: formatMetric(locale, companyStats.yearsInBusiness),
    yearsNumber: formatInteger(locale, companyStats.yearsInBusiness.value),
    projects: formatMetric(locale, companyStats.projects),
    projectsNumber: formatInteger(locale, companyStats.projects.value),
    clients: formatMetric(locale, companyStats.clientsServed),
    clientsNumber: formatInteger(locale, companyStats.clientsServed.value),
    replyHours: formatInteger(locale, servicePromises.replyHours),
    callMinutes: formatInteger(locale, servicePromises.callMinutes),
    auditHours: formatInteger(locale, servicePromises.auditHours),
    quoteHours: formatInteger(locale, servicePromises.quoteHours),
    trafficMonths: formatInteger(locale, seoResultsPeriodMonths),
    loadSeconds: formatInteger(locale, qualityTargets.loadTimeSeconds),
    lighthouseScore: formatInteger(locale, qualityTargets.lighthouseScore),
    // Counts a text may also write in words: {{languages, words}} is "three".
    languages: String(locales.length),
    roadmapWeeks: String(roadmapWeeks()),
    launchReviewDays: formatInteger(locale, launchReviewDays),
  }
}

/** An i18next instance for build-time code (prerender, feeds, llms.txt, tests), figures included. */
export function createSiteI18n(locale: Locale, resources: LocaleResources) {
  return createI18n(locale, resources, siteFigures(locale))
}
