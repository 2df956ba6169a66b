import { animate } from 'framer-motion/dom/mini'

import { applyHead } from '../features/seo/applyHead'
import { headTags } from '../features/seo/headTags'
import type { LoadedPage } from './loadPage'
import { type HeadSetting, pageHead } from './pageHead'

/**
 * What a change of page does besides rendering the next view: the exit and enter animation and
 * the new head. Only a visitor who moves to another page needs it, so PageTransition fetches
 * it at the first page change instead of every page shipping it: motion, the head and the
 * structured data builders.
 */

const EXIT = { opacity: 0, transform: 'translateY(-8px)' }
const ENTER = { opacity: [0, 1], transform: ['translateY(8px)', 'translateY(0)'] }

export async function fadeOut(element: HTMLElement): Promise<void> {
  await animate(element, EXIT, { duration: 0.16, ease: 'easeIn' })
}

export async function fadeIn(element: HTMLElement): Promise<void> {
  await animate(element, ENTER, { duration: 0.24, ease: 'easeOut' })
}

/** Replaces the page-owned head elements (title, description, canonical, JSON-LD...). */
export async function showHead(setting: HeadSetting, page: LoadedPage): Promise<void> {
  applyHead(headTags(await pageHead(setting, page)))
}
