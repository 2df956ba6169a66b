/**
 * What the accessibility statement says about how the site is tested and where it falls short.
 * Each check names the test files that run it, so the statement names suites that exist (a unit
 * test reads each file); the wording is `accessibility:testing.items.<id>` and
 * `accessibility:limitations.items.<id>` in `locales/`.
 */
export const accessibilityCheckIds = [
  'axe',
  'keyboard',
  'noJavaScript',
  'reducedMotion',
  'markup',
] as const

export const accessibilityCheckSuites: Record<
  (typeof accessibilityCheckIds)[number],
  readonly string[]
> = {
  axe: ['tests/e2e/audit.spec.ts'],
  keyboard: ['tests/e2e/navigation-desktop.spec.ts', 'tests/e2e/navigation-phone.spec.ts'],
  noJavaScript: ['tests/e2e/without-javascript.spec.ts'],
  reducedMotion: ['tests/e2e/reduced-motion.spec.ts'],
  markup: ['tests/dist/siteAudit.test.ts'],
}

/**
 * Known failures of WCAG 2.2 AA, measured on the built site: remove an entry the day its fix
 * lands, and change `site.legal.accessibilityStatementUpdated` with it.
 */
export const knownAccessibilityLimitations = ['contrast'] as const
