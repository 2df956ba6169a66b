import { expect, type Page, test } from '@playwright/test'

import { gotoHydrated, PHONE } from './helpers'

/**
 * A keyboard walk of each kind of page, as a visitor without a mouse makes it: Tab from the top
 * until focus leaves the page. Every control a pointer could use must be reached (a radio group
 * counts once: arrows move within it), each with a visible focus indicator, wholly inside the
 * window and not covered by anything (the sticky header, the language suggestion), and the walk
 * must end: no trap. Menus and Escape are walked in navigation-desktop and navigation-phone.
 */

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

const viewports = { desktop: { width: 1440, height: 900 }, phone: PHONE }

interface FocusStop {
  id: string
  label: string
  indicator: boolean
  inWindow: boolean
  covered: string | null
  /** Where it was, for the message: its box and the window's scroll. */
  where: string
}

/** Marks every control a pointer could use, as the walk should meet it; returns their ids. */
function markControls(page: Page): Promise<{ id: string; label: string }[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const radioGroups = new Set<string>()
    return (
      [...document.querySelectorAll<HTMLElement>(selector)]
        // Only what a pointer user could see and use: a closed menu's links and a visually hidden
        // skip link are met by the walk, or not, without being required of it.
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

/** Where focus is after one more Tab, and whether a visitor can see it there. */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    // Read what the next frame paints, as the visitor sees it. A walk once waited here for its
    // whole minute, for frames that never came: past half a second it reads on, which is still
    // what the next frame paints, as reading styles and boxes brings them up to date.
    await Promise.race([
      new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
      new Promise((waited) => setTimeout(waited, 500)),
    ])
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    // The ring is the control's own, its ::after's (a link stretched over its card) or its
    // card's (:focus-within); a card's outline shows only while focus is inside it.
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
    // What is painted at the middle of the control: the control, a child, or something over it.
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const covered =
      atMiddle && !element.contains(atMiddle) && !atMiddle.contains(element)
        ? `${atMiddle.tagName.toLowerCase()}.${atMiddle.className}`
        : null
    // A control the walk was not required to meet (a skip link) gets a name of its own here, so
    // meeting it twice is seen as the walk wrapping round.
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
          // Past the last control focus leaves the document: the walk is over, nothing trapped it.
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
