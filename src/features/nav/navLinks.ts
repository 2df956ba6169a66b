import { SERVICES_PATH } from '../../routing/paths'
import { resolveIn, type RouteTable } from '../../routing/resolve'

/** The Services item is current on /services and every page below it; other items only on exact match. */
export function isServicesSection(logicalPath: string): boolean {
  return logicalPath === SERVICES_PATH || logicalPath.startsWith(`${SERVICES_PATH}/`)
}

export function isServicesCurrent(logicalPath: string, table: RouteTable): boolean {
  return isServicesSection(logicalPath) && !resolveIn(table, logicalPath).isNotFound
}
