import { createContext, useContext } from 'react'

import type { RouteTable } from './resolve'

/** The route table, handed down so features never import it: it imports every view. */
export const RouteTableContext = createContext<RouteTable | null>(null)

export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext)
  if (!table) throw new Error('useRouteTable: render inside <RouteTableContext> (the App does)')
  return table
}
