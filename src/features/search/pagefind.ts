/**
 * The part of Pagefind's browser API the site uses (pagefind.app/docs/api). The library is not
 * part of the app's bundle: the build writes it beside each language's index in `/pagefind/`
 * (tooling/searchIndex.ts), and the search page loads it the first time it searches, so no
 * other page ever downloads it.
 */
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

/** Where the build writes the library and the indexes. */
export const PAGEFIND_PATH = '/pagefind/'

let pagefind: Promise<PagefindModule> | null = null

/**
 * The library, loaded once. It picks the index of the page's `<html lang>`, so a page in
 * Spanish searches the Spanish pages only. It searches on the page's own thread: in a worker
 * it would need the Content-Security-Policy of a second file relaxed too.
 */
export function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const url = `${PAGEFIND_PATH}pagefind.js`
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule
    // How often a page repeats a word does not rank it (termFrequency 0): where the word stands
    // does, so a page whose heading holds "pricing" ranks above posts that mention it often.
    await module.options({ noWorker: true, excerptLength: 24, ranking: { termFrequency: 0 } })
    return module
  })().catch((error: unknown) => {
    // A later search may try again (a flaky connection), rather than fail for good.
    pagefind = null
    throw error
  })
  return pagefind
}
