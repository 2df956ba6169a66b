import { describe, expect, it } from 'vitest'

import { initials } from '../../src/components/Portrait/initials'
import { locales } from '../../src/config/locales'
import { caseStudyIds } from '../../src/content/caseStudies'
import { clientName } from '../../src/content/clients'
import { qualityTargets } from '../../src/content/company'
import { founderIds, founders } from '../../src/content/team'
import { teamMemberIds, teamMembers } from '../../src/content/teamMembers'
import {
  featuredTestimonialId,
  testimonialAuthors,
  testimonialIds,
} from '../../src/content/testimonials'
import { formatPercent } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageAt, pageIn, textOf } from './builtPages'

/** People and proof a buyer can check (issue 77): portraits not emoji, founders in the page's language; no claim the agency cannot show: noGuarantees.test.ts. */

const byPath = await builtPagesByPath()
const EMOJI = /\p{Extended_Pictographic}/u

/** What stands for a person's face: their photo, or their initials, hidden from screen readers. */
function portraitOf(block: Element, name: string): string {
  const photo = block.querySelector('img[alt=""]')
  if (photo) return `photo ${photo.getAttribute('src')}`
  const monogram = [...block.querySelectorAll('[aria-hidden="true"]')].find(
    (element) => textOf(element) === initials(name),
  )
  return monogram ? `monogram ${initials(name)}` : 'none'
}

/** Faults of one person's block: a missing portrait, an emoji character or an emoji picture. */
function personFaults(where: string, block: Element | undefined, name: string): string[] {
  if (!block) return [`${where}: ${name} is not shown`]
  const faults: string[] = []
  if (portraitOf(block, name) === 'none') faults.push(`${where}: ${name} has no portrait`)
  if (EMOJI.test(block.textContent ?? '')) faults.push(`${where}: ${name} is shown with an emoji`)
  if (block.querySelector('use[href*="#emoji-"]'))
    faults.push(`${where}: ${name} is drawn as an emoji`)
  return faults
}

describe.each(locales)('$label', ({ code: locale }) => {
  const t = copyIn(locale)

  it('shows each founder and team member on /about with a portrait, not an emoji', () => {
    const { document } = pageIn(byPath, locale, '/about')
    const blocks = [
      ...document.querySelectorAll('#about-founders ~ ul > li, #about-team ~ ul > li'),
    ]
    const people = [
      ...founderIds.map((id) => founders[id].name),
      ...teamMemberIds.map((id) => teamMembers[id].name),
    ]
    expect(blocks).toHaveLength(people.length)
    const faults = people.flatMap((name) =>
      personFaults(
        `/about ${locale}`,
        blocks.find((block) => textOf(block.querySelector('h3')) === name),
        name,
      ),
    )
    expect(faults).toEqual([])
  })

  it('gives the founders’ biographies in the page’s language, unmarked', () => {
    const { document } = pageIn(byPath, locale, '/about')
    const list = document.querySelector('#about-founders ~ ul')
    expect(list?.querySelector('[lang]')).toBeNull()
    for (const id of founderIds) {
      const block = [...(list?.children ?? [])].find(
        (item) => textOf(item.querySelector('h3')) === founders[id].name,
      )
      expect(textOf(block), id).toContain(normalize(t(`about:founders.${id}.bio`)))
    }
  })

  it.each([
    ['/', [featuredTestimonialId]],
    ['/clients', testimonialIds],
  ] as const)(
    '%s: each testimonial names its author, role and company, with a portrait',
    (path, ids) => {
      const url = localizePath(locale, path)
      const figures = [...pageAt(byPath, url).document.querySelectorAll('main figure')]
      const faults: string[] = []
      for (const id of ids) {
        const { author, client } = testimonialAuthors[id]
        const figure = figures.find(
          (each) => textOf(each.querySelector('figcaption strong')) === author,
        )
        faults.push(...personFaults(url, figure, author))
        const caption = textOf(figure?.querySelector('figcaption'))
        for (const fact of [t(`testimonials:${id}.role`), clientName(client)])
          if (!caption.includes(normalize(fact))) faults.push(`${url}: ${author} without “${fact}”`)
        // The company leads to its case study where /clients tells one.
        if ((caseStudyIds as readonly string[]).includes(client)) {
          const link = figure?.querySelector('figcaption a')
          const href = localizePath(locale, `/clients#case-${client}`)
          if (textOf(link) !== clientName(client) || link?.getAttribute('href') !== href)
            faults.push(`${url}: ${author}’s company does not link to ${href}`)
        }
      }
      expect(faults).toEqual([])
    },
  )

  it('states the uptime figure as a target for what the agency hosts and runs, never an SLA', () => {
    const { document } = pageIn(byPath, locale, '/blueprint')
    const uptime = formatPercent(createFormatting(locale), qualityTargets.uptimeSla, {
      fractionDigits: 1,
    })
    const stat = [...document.querySelectorAll('main dl > div')].find((item) =>
      textOf(item.querySelector('dd')).startsWith(uptime),
    )
    expect(textOf(stat?.querySelector('dt'))).toContain(normalize(t('blueprint:stats.uptime')))
  })
})
