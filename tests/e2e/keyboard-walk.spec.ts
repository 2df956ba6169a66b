import { expect, type Page, test } from '@playwright/test'

import { DESKTOP, gotoHydrated, PHONE } from './helpers'

// A radio group counts once (arrows move within it); menus and Escape are walked in navigation-*.

const pageTypes = {
  home: '/',
  'services index': '/services',
  service: '/services/cro',
  'blog index': '/blog',
  post: '/blog/cro-for-saas',
  about: '/about',
  clients: '/clients',
  contact: '/contact',
  blueprint: '/blueprint',
  privacy: '/privacy',
  accessibility: '/accessibility',
  search: '/search',
  'not found': '/no-such-page',
}

const viewports = { desktop: DESKTOP, phone: PHONE }

interface FocusStop {
  id: string
  label: string
  indicator: boolean
  inWindow: boolean
  covered: string | null
  /** Where it was, for the message: its box and the window's scroll. */
  where: string
}

function markControls(page: Page): Promise<{ id: string; label: string }[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const radioGroups = new Set<string>()
    return (
      [...document.querySelectorAll<HTMLElement>(selector)]
        // A closed menu's links and a visually hidden skip link may be met, but are not required.
        .filter(
          (element) =>
            !(element as HTMLButtonElement).disabled &&
            element.checkVisibility({ visibilityProperty: true }) &&
            !element.closest('[inert], [aria-hidden="true"]'),
        )
        .filter((element) => {
          if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true
          if (radioGroups.has(element.name)) return false
          radioGroups.add(element.name)
          return true
        })
        .map((element, index) => {
          const id =
            element instanceof HTMLInputElement && element.type === 'radio'
              ? `radio:${element.name}`
              : `control-${index}`
          element.dataset.walk = id
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
          return { id, label: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"` }
        })
    )
  })
}

function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    // Past half a second it reads on: a walk once waited a minute for frames that never came.
    await Promise.race([
      new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
      new Promise((waited) => setTimeout(waited, 500)),
    ])
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    // The ring may be the control's, its ::after's (a link stretched over its card) or its card's.
    const ringOf = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    const own = getComputedStyle(element)
    const ancestors: Element[] = []
    for (let up = element.parentElement; up && ancestors.length < 4; up = up.parentElement) {
      ancestors.push(up)
    }
    const indicator =
      ringOf(own) ||
      own.boxShadow !== 'none' ||
      ringOf(getComputedStyle(element, '::after')) ||
      ancestors.some((ancestor) => ringOf(getComputedStyle(ancestor)))
    const box = element.getBoundingClientRect()
    // Within a pixel: focus scrolls a control flush with the window's edge, at a fraction.
    const inWindow =
      box.top >= -1 &&
      box.left >= -1 &&
      box.bottom <= innerHeight + 1 &&
      box.right <= innerWidth + 1
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const covered =
      atMiddle && !element.contains(atMiddle) && !atMiddle.contains(element)
        ? `${atMiddle.tagName.toLowerCase()}.${atMiddle.className}`
        : null
    // Named so that meeting an unlisted control (a skip link) twice is seen as wrapping round.
    element.dataset.walk ??= `unlisted-${document.querySelectorAll('[data-walk^="unlisted"]').length}`
    const id =
      element instanceof HTMLInputElement && element.type === 'radio'
        ? `radio:${element.name}`
        : element.dataset.walk
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
    return {
      id,
      label: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
      indicator,
      inWindow,
      covered,
      where: `box ${Math.round(box.top)}..${Math.round(box.bottom)} x ${Math.round(box.left)}..${Math.round(box.right)}, window ${innerWidth}x${innerHeight} at y ${Math.round(scrollY)}`,
    }
  })
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  for (const [pageType, path] of Object.entries(pageTypes)) {
    test(`keyboard walk, ${viewportName}: every control of the ${pageType} page (${path}) is reached by Tab, visibly, and the walk ends`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // Focus scrolls the page instantly, so where a control lands is read at once.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await gotoHydrated(page, path)
      const controls = await markControls(page)
      const reached = new Set<string>()
      const faults: string[] = []
      let left = false
      // After its last control focus leaves the document, or wraps round to the first control.
      let first: string | undefined
      for (let presses = 0; presses < controls.length + 25; presses++) {
        await page.keyboard.press('Tab')
        const stop = await focusStop(page)
        if (!stop || stop.id === first) {
          left = presses > 0
          break
        }
        first ??= stop.id
        reached.add(stop.id)
        if (!stop.indicator) faults.push(`no visible focus indicator on ${stop.label}`)
        if (!stop.inWindow)
          faults.push(`${stop.label} is focused outside the window (${stop.where})`)
        if (stop.covered)
          faults.push(`${stop.label} is focused under ${stop.covered} (${stop.where})`)
      }
      if (!left)
        faults.push(`after ${controls.length + 25} presses of Tab focus never left the page`)
      for (const control of controls) {
        if (!reached.has(control.id)) faults.push(`Tab never reaches ${control.label}`)
      }
      expect(faults).toEqual([])
    })
  }
}
