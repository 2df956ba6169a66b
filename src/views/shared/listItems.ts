import type { Feature } from '../../components/FeatureGrid/FeatureGrid'
import type { IconName } from '../../components/Icon/iconNames'
import type { Step } from '../../components/ProcessSteps/ProcessSteps'

/** An item's words, as `t(…, AS_OBJECT)` returned them; anything else fails the render. */
function titleAndText(value: unknown): Pick<Step, 'title' | 'text'> {
  const { title, text } = (value ?? {}) as Partial<Step>
  if (typeof title !== 'string' || typeof text !== 'string') {
    throw new Error(`Expected an item with a title and a text, got ${JSON.stringify(value)}`)
  }
  return { title, text }
}

/** A list's items from their ids; `words` is the view's own `t` call, which i18next-cli reads. */
export function listItems<Id extends string>(
  ids: readonly Id[],
  words: (id: Id) => unknown,
): (Step & { id: Id })[] {
  return ids.map((id) => ({ id, ...titleAndText(words(id)) }))
}

export function iconItems<Id extends string>(
  ids: readonly Id[],
  icons: Readonly<Record<Id, IconName>>,
  words: (id: Id) => unknown,
): (Feature & { id: Id })[] {
  return listItems(ids, words).map((item) => ({ ...item, icon: icons[item.id] }))
}
