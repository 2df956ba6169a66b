import { SERVICES_PATH } from '../../routing/paths'
import { resolveIn, type RouteTable } from '../../routing/resolve'

/** Navigation takes its scrolled style past this many pixels. */
export const SCROLLED_THRESHOLD_PX = 20

/** The Services item is current on /services and every page below it; other items only on exact match. */
export function isServicesSection(logicalPath: string): boolean {
  return logicalPath === SERVICES_PATH || logicalPath.startsWith(`${SERVICES_PATH}/`)
}

/**
 * Whether the Services item is current at an address: one in its section that is a page. A page
 * that does not exist belongs to no section: one not-found page answers every unknown address,
 * with the same navigation at all of them, so the browser can hydrate it where it was sent.
 */
export function isServicesCurrent(logicalPath: string, table: RouteTable): boolean {
  return isServicesSection(logicalPath) && !resolveIn(table, logicalPath).isNotFound
}
