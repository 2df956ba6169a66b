import { site } from '../../config/site'

/** A page's whole `<title>`: its own, then the site's name ("Services | Nexa Digital"). */
export function pageTitle(ownTitle: string): string {
  return `${ownTitle} | ${site.name}`
}
