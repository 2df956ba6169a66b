import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { caseStudies, caseStudyIds, caseStudyImageSize } from './caseStudies'
import { clientIds, clientResult } from './clients'
import { timelineIds, timelineYears } from './history'
import { testimonialAuthors, testimonialIds } from './testimonials'

describe('about and clients content', () => {
  it('lists the timeline oldest first', () => {
    const years = timelineIds.map((id) => timelineYears[id])
    expect([...years].sort((a, b) => a - b)).toEqual(years)
  })

  it('quotes each testimonial from a different client of the client list', () => {
    const quoted = testimonialIds.map((id) => testimonialAuthors[id].client)
    expect(new Set(quoted).size).toBe(quoted.length)
    for (const client of quoted) expect(clientIds).toContain(client)
  })

  it('heads each case study with its client card’s figure', () => {
    for (const id of caseStudyIds) expect(caseStudies[id].results.headline).toBe(clientResult(id))
  })

  it('draws every case study illustration on the canvas the page reserves for it', () => {
    for (const id of caseStudyIds) {
      const svg = readFileSync(
        new URL(`../../public${caseStudies[id].image}`, import.meta.url),
        'utf8',
      )
      const root = svg.slice(0, svg.indexOf('>'))
      expect(root).toContain(`width="${caseStudyImageSize.width}"`)
      expect(root).toContain(`height="${caseStudyImageSize.height}"`)
      expect(root).toContain(
        `viewBox="0 0 ${caseStudyImageSize.width} ${caseStudyImageSize.height}"`,
      )
    }
  })
})
