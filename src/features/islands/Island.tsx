import { createContext, useContext, useId } from 'react'

import type { IslandName, IslandProps } from './islands'

export interface PlacedIsland {
  name: IslandName
  props: unknown
}

/** One render's islands by slot: each is rendered as its own root into an empty slot, as the browser hydrates it. */
export class IslandSlots {
  readonly placed: PlacedIsland[] = []
  private readonly slotOf = new Map<string, number>()

  /** The slot of the island rendered at `renderId`: the same one if React renders it again. */
  place(renderId: string, island: PlacedIsland): number {
    const known = this.slotOf.get(renderId)
    if (known !== undefined) return known
    this.placed.push(island)
    this.slotOf.set(renderId, this.placed.length - 1)
    return this.placed.length - 1
  }
}

export const IslandSlotsContext = createContext<IslandSlots | null>(null)

export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name
  props: IslandProps<Name>
}) {
  const slots = useContext(IslandSlotsContext)
  const renderId = useId()
  if (!slots) throw new Error(`The island ${name} is rendered outside a page`)
  return <div data-island-slot={slots.place(renderId, { name, props })} />
}
