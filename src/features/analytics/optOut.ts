import { browserStorage } from '../storage/browserStorage'

/**
 * The visitor's "don't measure my visits" from the privacy page, kept in local storage (the
 * privacy notice lists it). Storage that is unavailable or throws cannot keep the choice: the
 * toggle then says so, and nothing breaks.
 */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out'

export function isOptedOut(storage: () => Storage | null = browserStorage): boolean {
  try {
    return storage()?.getItem(ANALYTICS_OPT_OUT_KEY) === 'true'
  } catch {
    return false
  }
}

/** Records the choice; false when the browser would not keep it. */
export function setOptedOut(
  optedOut: boolean,
  storage: () => Storage | null = browserStorage,
): boolean {
  try {
    const area = storage()
    if (!area) return false
    if (optedOut) area.setItem(ANALYTICS_OPT_OUT_KEY, 'true')
    else area.removeItem(ANALYTICS_OPT_OUT_KEY)
    return true
  } catch {
    return false
  }
}
