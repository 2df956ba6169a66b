import { describe, expect, test } from 'vitest'

import { analyticsFrom } from '../../src/config/analyticsSetup'
import { locales } from '../../src/config/locales'
import { processorIds, site } from '../../src/config/site'
import { accessibilityCheckSuites } from '../../src/content/accessibility'
import { enquiryFields } from '../../src/features/contact/enquiry'
import { formatCountries, formatLongDate } from '../../src/features/i18n/format'
import { createFormatting } from '../../src/features/i18n/formatting'
import { localizePath, splitLocale } from '../../src/features/i18n/localePath'
import {
  browserStorageInventory,
  storedItemIdsFor,
} from '../../src/features/privacy/browserInventory'
import { ACCESSIBILITY_PATH, CONTACT_PATH, PRIVACY_PATH } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageIn, textOf, textsOf } from './builtPages'

/** The privacy notice, accessibility statement and form notice in the prerendered HTML: each fact the laws ask for, from the code that holds it. */

const byPath = await builtPagesByPath()

test('every page in every language, the not-found pages too, links to both pages in its own language from its footer', () => {
  const faults: string[] = []
  for (const page of byPath.values()) {
    // The URL's language: the site audit checks that the page's <html lang> agrees.
    const { locale } = splitLocale(page.path)
    const t = copyIn(locale)
    // The site's footer, not a post's own <footer> inside its article.
    const footer = [...page.document.querySelectorAll('footer')].find(
      (element) => !element.closest('main'),
    )
    for (const [path, key] of [
      [PRIVACY_PATH, 'common:footer.privacy'],
      [ACCESSIBILITY_PATH, 'common:footer.accessibility'],
    ] as const) {
      const link = footer?.querySelector(`a[href="${localizePath(locale, path)}"]`)
      if (textOf(link) !== normalize(t(key)))
        faults.push(`${page.path}: no footer link “${t(key)}”`)
    }
  }
  expect(faults).toEqual([])
})

describe.each(locales)('$label', ({ code: locale }) => {
  const t = copyIn(locale)

  // Indexed, so in the sitemap with every language as an alternate (siteAudit).
  test.each([PRIVACY_PATH, ACCESSIBILITY_PATH])('%s is indexed', (path) => {
    expect(pageIn(byPath, locale, path).head.robots).toBe('index, follow')
  })

  describe('the privacy notice', () => {
    const page = pageIn(byPath, locale, PRIVACY_PATH)
    const main = page.document.querySelector('main')
    const text = textOf(main)

    // That it is shared with its own card is socialCards.test.ts's, for every page.
    test('is dated', () => {
      expect(textOf(main?.querySelector('time'))).toBe(
        formatLongDate(createFormatting(locale), site.legal.privacyNoticeUpdated),
      )
    })

    test('names who is responsible, where, and the one channel for requests', () => {
      expect(text).toContain(site.legalName)
      const { street, postalCode, city } = site.legal.registeredOffice
      expect(text).toContain(`${street}, ${postalCode} ${city}`)
      expect(text).toContain(site.legal.privacyOfficer)
      expect(main?.querySelectorAll(`a[href="mailto:${site.legal.privacyEmail}"]`).length).toBe(2)
    })

    test('has a section for every element the research note lists, in order', () => {
      const sections = [...(main?.querySelectorAll('article > section[id]') ?? [])]
      expect(sections.map((section) => section.id)).toEqual([
        'controller',
        'data',
        'purposes',
        'legal-basis',
        'processors',
        'retention',
        'browser',
        'rights',
        'changes',
      ])
      // The rights of both laws, each item a list entry of its own.
      const rights = sections.find((section) => section.id === 'rights')
      expect(rights?.querySelectorAll('ul > li').length).toBe(4 + 7)
      expect(text).toContain(normalize(t('privacy:rights.complaint')))
      expect(text).toContain(
        normalize(t('privacy:controller.officerRole', { officer: site.legal.privacyOfficer })),
      )
    })

    test('lists the contact form’s own fields, as the form labels them, required or not', () => {
      const listed = textsOf(main, '[data-enquiry-fields] li')
      expect(listed).toEqual(
        enquiryFields.map(
          ({ id, required }) =>
            `${t(`contact:form.${id}.label`)} (${t(required ? 'privacy:data.required' : 'privacy:data.optional')})`,
        ),
      )
    })

    test('names each processor, the countries its servers are in and its privacy policy', () => {
      for (const id of processorIds) {
        const { name, countries, privacyPolicy } = site.processors[id]
        expect(text).toContain(name)
        expect(text).toContain(formatCountries(createFormatting(locale), countries))
        expect(main?.querySelector(`a[href="${privacyPolicy}"]`)).not.toBeNull()
      }
    })

    test('states every purpose and its legal basis: without analytics, no tracking and none but answering the visitor', () => {
      // The build under test was configured from this environment, as `npm run build` reads it.
      const measured = analyticsFrom(process.env, { localByDefault: false }).provider !== 'none'
      const purposes = textOf(main?.querySelector('#purposes'))
      const basis = textOf(main?.querySelector('#legal-basis'))
      for (const [key, shown] of [
        ['privacy:purposes.intro', !measured],
        ['privacy:purposes.secondary', !measured],
        ['privacy:purposes.introMeasured', measured],
        ['privacy:purposes.statistics', measured],
      ] as const) {
        expect(purposes.includes(normalize(t(key))), key).toBe(shown)
      }
      expect(text.includes(normalize(t('privacy:data.noTracking')))).toBe(!measured)
      expect(text.includes(normalize(t('privacy:analytics.title')))).toBe(measured)
      // Nothing to opt out of: the only box would be the analytics opt-out.
      expect(!measured && page.document.querySelector('input[type="checkbox"]')).toBeFalsy()
      expect(basis.includes(normalize(t('privacy:legalBasis.statistics')))).toBe(measured)
      expect(basis).toContain(normalize(t('privacy:legalBasis.brazil')))
    })

    test('states what each transfer out of Brazil rests on, and the ANPD clauses only for a processor whose terms are confirmed to include them', () => {
      const processors = textOf(main?.querySelector('#processors'))
      for (const id of processorIds) {
        const basis = site.processors[id].anpdClausesConfirmed
          ? 'privacy:processors.standardClauses'
          : `privacy:processors.items.${id}.transferBasis`
        expect(processors, id).toContain(normalize(t(basis)))
      }
      // Today no processor's terms are confirmed (docs/legal.md): no page names the clauses.
      const confirmed = processorIds.some((id) => site.processors[id].anpdClausesConfirmed)
      expect(/art\. 33, (?:item|inciso) II\b/.test(processors)).toBe(confirmed)
    })

    test('lists every key the site keeps in the browser, and how long it stays', () => {
      const listed = [...(main?.querySelectorAll('[data-storage-keys]') ?? [])].map(
        (element) => element.getAttribute('data-storage-keys') ?? '',
      )
      // The build under test was configured from this environment, as `npm run build` reads it.
      const built = analyticsFrom(process.env, { localByDefault: false })
      expect(listed).toEqual(
        storedItemIdsFor(built).map((id) => browserStorageInventory[id].keys.join(' ')),
      )
      expect(text).toContain(normalize(t('privacy:browser.lifetimes.localStorage')))
    })
  })

  describe('the accessibility statement', () => {
    const page = pageIn(byPath, locale, ACCESSIBILITY_PATH)
    const main = page.document.querySelector('main')
    const text = textOf(main)

    test('states the standard, names the test suites, says no limitation is known, and is dated', () => {
      expect(text).toContain('WCAG')
      expect(text).toContain('2.2')
      for (const suite of Object.values(accessibilityCheckSuites).flat())
        expect(text).toContain(suite)
      // Nothing measured fails today (the layout and contrast suites above pass on every page).
      const limitations = main?.querySelector('#limitations')
      expect(limitations?.querySelectorAll('li')).toHaveLength(0)
      expect(textOf(limitations)).toContain(normalize(t('accessibility:limitations.none')))
      const reviewed = site.legal.accessibilityStatementUpdated
      expect(textOf(main?.querySelector('time'))).toBe(
        formatLongDate(createFormatting(locale), reviewed),
      )
    })

    test('says how to report a barrier', () => {
      expect(main?.querySelector(`#feedback a[href="mailto:${site.email}"]`)).not.toBeNull()
    })
  })

  test('the contact form says who receives the enquiry and links to the notice, with no box to tick', () => {
    const form = pageIn(byPath, locale, CONTACT_PATH).document.querySelector('form')
    const notice = form?.querySelector('[data-privacy-notice]')
    expect(notice?.previousElementSibling?.getAttribute('type')).toBe('submit')
    expect(textOf(notice)).toContain(site.legalName)
    expect(notice?.querySelector(`a[href="mailto:${site.legal.privacyEmail}"]`)).not.toBeNull()
    expect(textOf(notice?.querySelector(`a[href="${localizePath(locale, PRIVACY_PATH)}"]`))).toBe(
      normalize(t('contact:form.privacy.link')),
    )
    // The only checkbox is the hidden honeypot, which people never see.
    expect(
      [...(form?.querySelectorAll('input[type="checkbox"]') ?? [])].map((box) =>
        box.getAttribute('name'),
      ),
    ).toEqual(['botcheck'])
  })
})
