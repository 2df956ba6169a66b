import type { DeviceClass } from './events'

const TABLET_MIN_WIDTH = 768
const DESKTOP_MIN_WIDTH = 1024

/** A visitor's device as the layout sees it: by viewport width, never by user agent. */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < TABLET_MIN_WIDTH) return 'phone'
  return viewportWidth < DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop'
}
