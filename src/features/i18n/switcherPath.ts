import { resolveIn, type RouteTable } from '../../routing/resolve'

/**
 * Where the language switcher leads from a logical path: the same page in the other language,
 * or, from a page that does not exist in any language, that language's home page rather than
 * another not-found page.
 */
export function switcherPath(logicalPath: string, table: RouteTable): string {
  return resolveIn(table, logicalPath).isNotFound ? '/' : logicalPath
}
