import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { caseStudies, caseStudyIds, caseStudyImageSize } from './caseStudies'
import { clientIds, clientResult } from './clients'
import { timelineIds, timelineYears } from './history'
import { founderIds, teamSize } from './team'
import { teamMemberIds } from './teamMembers'
import { testimonialAuthors, testimonialIds } from './testimonials'

describe('about and clients content', () => {
  it('has six timeline entries from 2011 to 2024, oldest first', () => {
    const years = timelineIds.map((id) => timelineYears[id])
    expect(years).toHaveLength(6)
    expect(years[0]).toBe(2011)
    expect(years.at(-1)).toBe(2024)
    expect([...years].sort((a, b) => a - b)).toEqual(years)
  })

  it('counts eleven people: two founders and nine team members', () => {
    expect(founderIds).toHaveLength(2)
    expect(teamMemberIds).toHaveLength(9)
    expect(teamSize).toBe(11)
  })

  it('quotes four testimonials from four different named clients', () => {
    expect(testimonialIds).toHaveLength(4)
    const quoted = testimonialIds.map((id) => testimonialAuthors[id].client)
    expect(new Set(quoted).size).toBe(4)
    for (const client of quoted) expect(clientIds).toContain(client)
  })

  it('lists twelve clients and three case studies whose headline is the client card’s figure', () => {
    expect(clientIds).toHaveLength(12)
    expect(caseStudyIds).toHaveLength(3)
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
