/** Section layouts (docs/section-patterns.md); tests/dist checks no two in a row share one. */
export type SectionPattern =
  | 'split'
  | 'figure'
  | 'quote'
  | 'logos'
  | 'timeline'
  | 'cards'
  | 'list'
  | 'people'
  | 'table'
  | 'form'
  | 'prose'
  | 'cta'
