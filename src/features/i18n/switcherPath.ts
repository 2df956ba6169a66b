import { resolveRoute } from '../../app/resolveRoute'
import { type AnyRoute, routes } from '../../routes'

/**
 * Where the language switcher leads from a logical path: the same page in the other language,
 * or, from a page that does not exist in any language, that language's home page rather than
 * another not-found page.
 */
export function switcherPath(logicalPath: string, table: readonly AnyRoute[] = routes): string {
  return resolveRoute(logicalPath, table).isNotFound ? '/' : logicalPath
}
