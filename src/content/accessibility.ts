/**
 * What the accessibility statement says about how the site is tested and where it falls short.
 * Each check names the test files that run it, so the statement names suites that exist (a unit
 * test reads each file); the wording is `accessibility:testing.items.<id>` in `locales/`.
 *
 * Known failures of WCAG 2.2 AA: none measured since 2026-11-25 (the layout, contrast and
 * keyboard fixes of that day). When one is found, the statement lists it under "Known
 * limitations" (`accessibility:limitations`), says the site partially conforms, and
 * `site.legal.accessibilityStatementUpdated` changes with it.
 */
export const accessibilityCheckIds = [
  'axe',
  'pa11y',
  'keyboard',
  'noJavaScript',
  'reducedMotion',
  'contrast',
  'markup',
] as const

export const accessibilityCheckSuites: Record<
  (typeof accessibilityCheckIds)[number],
  readonly string[]
> = {
  axe: ['tests/e2e/audit.spec.ts'],
  pa11y: ['tests/e2e/audit.spec.ts'],
  keyboard: [
    'tests/e2e/keyboard-walk.spec.ts',
    'tests/e2e/navigation-desktop.spec.ts',
    'tests/e2e/navigation-phone.spec.ts',
  ],
  noJavaScript: ['tests/e2e/without-javascript.spec.ts'],
  reducedMotion: ['tests/e2e/reduced-motion.spec.ts'],
  contrast: ['tests/e2e/layout-and-contrast.spec.ts', 'tests/unit/contrastTokens.test.ts'],
  markup: ['tests/dist/siteAudit.test.ts'],
}
