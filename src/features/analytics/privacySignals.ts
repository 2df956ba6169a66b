import { isOptedOut } from './optOut'

/** The browser's privacy signals; `globalPrivacyControl` is not in TypeScript's DOM types yet. */
interface PrivacySignals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

/** GPC, Do Not Track or the privacy page's opt-out; read before every event, so an opt-out counts at once. */
export function trackingRefused(
  signals: PrivacySignals = navigator,
  optedOut: () => boolean = isOptedOut,
): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1' || optedOut()
}
