import { type ClientId, clientResult } from './clients'
import type { Metric } from './metric'

/** The clients whose projects /clients tells in full, in the page's order. */
export const caseStudyIds = [
  'casa-verde',
  'nimbus-analytics',
  'andes-pay',
] as const satisfies readonly ClientId[]

export type CaseStudyId = (typeof caseStudyIds)[number]

/** Each case study shows three figures; what each measures is `caseStudies.<id>.results.<figure>`. */
export const caseStudyFigureIds = ['headline', 'second', 'third'] as const

type CaseStudyFigureId = (typeof caseStudyFigureIds)[number]

/**
 * The figures and illustration of each case study; challenge, solution and the figures' labels
 * are in `locales/<lang>/clients.json`. The headline figure is the client's own result, so the
 * client card and the case study always agree.
 */
export const caseStudies: Record<
  CaseStudyId,
  { image: string; results: Record<CaseStudyFigureId, Metric> }
> = {
  'casa-verde': {
    image: '/images/case-studies/casa-verde.svg',
    results: {
      headline: clientResult('casa-verde'),
      second: { kind: 'percentIncrease', value: 0.58 },
      // Mobile load time from six seconds to 1.8: "under two seconds" in the client's testimonial.
      third: { kind: 'percentIncrease', value: -0.7 },
    },
  },
  'nimbus-analytics': {
    image: '/images/case-studies/nimbus-analytics.svg',
    results: {
      headline: clientResult('nimbus-analytics'),
      second: { kind: 'percentIncrease', value: -0.31 },
      third: { kind: 'percentIncrease', value: 0.44 },
    },
  },
  'andes-pay': {
    image: '/images/case-studies/andes-pay.svg',
    results: {
      headline: clientResult('andes-pay'),
      second: { kind: 'percentIncrease', value: 3.2 },
      third: { kind: 'percentIncrease', value: 0.27 },
    },
  },
}

/** Every case study illustration is drawn on this canvas, so the page reserves its space. */
export const caseStudyImageSize = { width: 640, height: 400 } as const
