import { createContext, useContext } from 'react'

import type { RouteTable } from './resolve'

/**
 * The site's route table, handed down by the app shell to the features that look a path up
 * (the language switcher, the language suggestion), so they never import the table: it
 * imports every view, and views import features.
 */
export const RouteTableContext = createContext<RouteTable | null>(null)

export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext)
  if (!table) throw new Error('useRouteTable: render inside <RouteTableContext> (the App does)')
  return table
}
