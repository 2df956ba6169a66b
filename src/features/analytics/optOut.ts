import { browserStorage } from '../storage/browserStorage'
import { readStoredText, writeStoredText } from '../storage/storedText'

/**
 * The visitor's "don't measure my visits" from the privacy page, kept in local storage (the
 * privacy notice lists it). Storage that is unavailable or throws cannot keep the choice: the
 * toggle then says so, and nothing breaks.
 */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out'

export function isOptedOut(storage: () => Storage | null = browserStorage): boolean {
  return readStoredText(ANALYTICS_OPT_OUT_KEY, storage) === 'true'
}

/** Records the choice; false when the browser would not keep it. */
export function setOptedOut(
  optedOut: boolean,
  storage: () => Storage | null = browserStorage,
): boolean {
  return writeStoredText(ANALYTICS_OPT_OUT_KEY, optedOut ? 'true' : null, storage)
}
