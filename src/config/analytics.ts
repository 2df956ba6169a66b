import type { AnalyticsSetup } from './analyticsSetup'

/** Injected by vite.config.ts: the setup it read from the environment (analyticsSetup.ts). */
declare const __ANALYTICS__: AnalyticsSetup

export const analytics: AnalyticsSetup = __ANALYTICS__
