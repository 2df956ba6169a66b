/** The part of Pagefind's browser API the site uses; the search page loads it from `/pagefind/` on first search. */
interface PagefindResultData {
  /** The page's built file, as Pagefind saw it: `/es/servicios/seo.html`. */
  url: string
  /** Text around the best match, HTML-escaped, the matched words in `<mark>`. */
  excerpt: string
  meta: { title?: string }
}

interface PagefindResult {
  id: string
  data: () => Promise<PagefindResultData>
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>
  /** Resolves to null when a newer call has superseded this one. */
  debouncedSearch: (
    term: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ) => Promise<{ results: PagefindResult[] } | null>
}

export const PAGEFIND_PATH = '/pagefind/'

let pagefind: Promise<PagefindModule> | null = null

/** The library, loaded once, on the page's thread: a worker would need a second file's CSP relaxed too. */
export function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const url = `${PAGEFIND_PATH}pagefind.js`
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule
    // Where a word stands ranks a page, not how often it repeats: a heading's "pricing" beats many mentions.
    await module.options({ noWorker: true, excerptLength: 24, ranking: { termFrequency: 0 } })
    return module
  })().catch((error: unknown) => {
    // A later search may try again (a flaky connection), rather than fail for good.
    pagefind = null
    throw error
  })
  return pagefind
}
