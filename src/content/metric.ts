/**
 * A figure the site states, with how it is written: a count ("500+"), a share ("98%"), a change
 * ("+286%") or an amount of money ("$2.4M"). The locale decides separators and symbols.
 */
export type Metric =
  | { kind: 'count'; value: number; plus: true }
  | { kind: 'percent'; value: number }
  | { kind: 'percentIncrease'; value: number }
  | { kind: 'price'; value: number; currency: 'USD' }
