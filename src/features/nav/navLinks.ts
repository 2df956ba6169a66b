import { SERVICES_PATH } from '../../routing/paths'

/** Navigation takes its scrolled style past this many pixels. */
export const SCROLLED_THRESHOLD_PX = 20

/** The Services item is current on /services and every page below it; other items only on exact match. */
export function isServicesSection(logicalPath: string): boolean {
  return logicalPath === SERVICES_PATH || logicalPath.startsWith(`${SERVICES_PATH}/`)
}
