import { browserStorage } from '../storage/browserStorage'
import { readStoredText, writeStoredText } from '../storage/storedText'

/** "Don't measure my visits", in local storage; where storage throws the toggle says it cannot keep it. */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out'

export function isOptedOut(storage: () => Storage | null = browserStorage): boolean {
  return readStoredText(ANALYTICS_OPT_OUT_KEY, storage) === 'true'
}

export function setOptedOut(
  optedOut: boolean,
  storage: () => Storage | null = browserStorage,
): boolean {
  return writeStoredText(ANALYTICS_OPT_OUT_KEY, optedOut ? 'true' : null, storage)
}
