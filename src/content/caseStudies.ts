import { type ClientId, clientResult, recordedChange } from './clients'
import type { Figure } from './metric'

export const caseStudyIds = [
  'casa-verde',
  'nimbus-analytics',
  'andes-pay',
] as const satisfies readonly ClientId[]

export type CaseStudyId = (typeof caseStudyIds)[number]

/** Each case study shows three figures; what each measures is `caseStudies.<id>.results.<figure>`. */
export const caseStudyFigureIds = ['headline', 'second', 'third'] as const

type CaseStudyFigureId = (typeof caseStudyFigureIds)[number]

const casaVerdeLoadSeconds = { before: 6, after: 1.8 }

/** The change in load time a case study states as a figure: 6 s to 1.8 s is -70%. */
function loadTimeChange({ before, after }: { before: number; after: number }): Figure {
  return recordedChange(Math.round((after / before - 1) * 100) / 100)
}

/** Each case study's figures; the headline is the client's own result, so the card agrees. */
export const caseStudies: Record<
  CaseStudyId,
  {
    image: string
    results: Record<CaseStudyFigureId, Figure>
    loadSeconds?: { before: number; after: number }
  }
> = {
  'casa-verde': {
    image: '/images/case-studies/casa-verde.svg',
    results: {
      headline: clientResult('casa-verde'),
      second: recordedChange(0.58),
      third: loadTimeChange(casaVerdeLoadSeconds),
    },
    // 1.8 s is what the client's own words round to "under two seconds" (testimonials.json).
    loadSeconds: casaVerdeLoadSeconds,
  },
  'nimbus-analytics': {
    image: '/images/case-studies/nimbus-analytics.svg',
    results: {
      headline: clientResult('nimbus-analytics'),
      second: recordedChange(-0.31),
      third: recordedChange(0.44),
    },
  },
  'andes-pay': {
    image: '/images/case-studies/andes-pay.svg',
    results: {
      headline: clientResult('andes-pay'),
      second: recordedChange(3.2),
      third: recordedChange(0.27),
    },
  },
}

/** Every case study illustration is drawn on this canvas, so the page reserves its space. */
export const caseStudyImageSize = { width: 640, height: 400 } as const
