import { useEffect, useState } from 'react'

import type { Locale } from '../../config/locales'
import { track } from '../analytics/tracking'
import { splitLocale } from '../i18n/localePath'
import { ownTitle } from '../seo/pageTitle'
import { type ExcerptPart, excerptParts } from './excerptParts'
import { loadPagefind } from './pagefind'
import { resultPath } from './resultPath'
import { answersQuery } from './wordMatch'

interface SearchResult {
  logicalPath: string
  title: string
  excerpt: ExcerptPart[]
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; total: number; results: SearchResult[] }
  | { status: 'failed'; query: string }

/** Queries shorter than this match too much to be useful. */
const MIN_QUERY_LENGTH = 2
export const MAX_RESULTS = 20
/** Results whose words are checked (answersQuery); beyond them, Pagefind's count stands. */
const CHECKED_RESULTS = 2 * MAX_RESULTS
const DEBOUNCE_MS = 200
/** A search is tracked once its results stay on screen this long, not at every keystroke. */
const SETTLED_MS = 1_000

type Outcome =
  { query: string; total: number; results: SearchResult[] } | { query: string; failed: true }

async function search(query: string, locale: Locale): Promise<Outcome | null> {
  const pagefind = await loadPagefind()
  const found = await pagefind.debouncedSearch(query, {}, DEBOUNCE_MS)
  // Superseded by a later keystroke.
  if (!found) return null
  const checked = found.results.slice(0, CHECKED_RESULTS)
  const pages = (await Promise.all(checked.map((r) => r.data())))
    .map((page) => ({ ...page, excerpt: excerptParts(page.excerpt) }))
    .filter((page) => answersQuery(query, page.excerpt))
  const results = pages.slice(0, MAX_RESULTS).flatMap((page) => {
    const address = splitLocale(resultPath(page.url))
    // Each language has its own index, so this never drops a page.
    if (address.locale !== locale) return []
    // The page's <title>, without the site's or the blog's name after it.
    const title = page.meta.title ? ownTitle(page.meta.title) : address.logicalPath
    return [{ logicalPath: address.logicalPath, title, excerpt: page.excerpt }]
  })
  return { query, total: pages.length + found.results.length - checked.length, results }
}

/** Searches as the query changes; the last results stay, under their query, so the list does not flicker. */
export function useSiteSearch(query: string, locale: Locale): SearchState {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const term = query.trim()
  const searchable = term.length >= MIN_QUERY_LENGTH

  useEffect(() => {
    if (!searchable) return
    let current = true
    search(term, locale).then(
      (result) => {
        if (current && result) setOutcome(result)
      },
      () => {
        if (current) setOutcome({ query: term, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [term, locale, searchable])

  // Tracked with the number of pages found; the query itself is never sent.
  const settled = outcome && !('failed' in outcome) && outcome.query === term ? outcome : null
  useEffect(() => {
    if (!settled) return
    const timer = setTimeout(() => track({ name: 'search', results: settled.total }), SETTLED_MS)
    return () => clearTimeout(timer)
  }, [settled])

  if (!searchable) return { status: 'idle' }
  if (!outcome) return { status: 'searching', query: term }
  if ('failed' in outcome) {
    return outcome.query === term
      ? { status: 'failed', query: term }
      : { status: 'searching', query: term }
  }
  return { status: 'done', ...outcome }
}
