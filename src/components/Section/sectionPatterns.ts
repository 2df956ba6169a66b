/**
 * The layouts a page's sections take, each described with a screenshot in
 * docs/section-patterns.md. A section names its own in `data-pattern`, and tests/dist checks
 * that no two in a row share one.
 */
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
