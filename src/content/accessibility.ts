// A found WCAG failure goes under `accessibility:limitations` (docs/decisions.md).
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
  contrast: [
    'tests/e2e/layout-and-contrast.spec.ts',
    'tests/e2e/audit.spec.ts',
    'tests/unit/contrastTokens.test.ts',
  ],
  markup: ['tests/dist/siteAudit.test.ts'],
}
