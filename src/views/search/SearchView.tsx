import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageHero } from '../../components/PageHero/PageHero'
import { Link } from '../../features/i18n/links'
import { useLocale } from '../../features/i18n/useLocale'
import { useHydrated } from '../../features/no-js/useHydrated'
import { SearchForm } from '../../features/search/SearchForm'
import { MAX_RESULTS, type SearchState, useSiteSearch } from '../../features/search/useSiteSearch'
import styles from './SearchView.module.css'
import { SitePageList } from './SitePageList'

/** What the polite live region says: read out as results arrive, never on every keystroke. */
function statusText(state: SearchState, t: TFunction<'search'>): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'searching':
      return t('status.searching')
    case 'failed':
      return t('status.failed')
    case 'done':
      return state.total === 0
        ? t('status.none', { query: state.query })
        : t('status.count', { count: state.total, query: state.query })
  }
}

/**
 * /search: the site's pages and posts in the visitor's language, searched as they type. The
 * query lives in the address (`?q=`, replaced rather than pushed), so the structured data's
 * SearchAction, a reload, a shared link and the back button all land on the same results.
 * The prerendered page has no query; the address's is read once the page runs.
 */
export default function SearchView() {
  const { t } = useTranslation('search')
  const locale = useLocale()
  const [params, setParams] = useSearchParams()
  // What the visitor typed; until then the address's query, once the page is hydrated (the
  // prerendered page has none, and hydration must match it).
  const [typed, setTyped] = useState<string | null>(null)
  const hydrated = useHydrated()
  const query = typed ?? (hydrated ? (params.get('q') ?? '') : '')
  const state = useSiteSearch(query, locale)

  const change = (value: string) => {
    setTyped(value)
    setParams(value.trim() ? { q: value } : {}, { replace: true })
  }

  return (
    <>
      <PageHero title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section className={styles.search} aria-labelledby="search-results">
        <SearchForm value={query} onChange={change} />
        <p className={styles.hint}>{t('hint')}</p>
        <p className={styles.noScript}>{t('noScript')}</p>
        <h2 id="search-results" className="visually-hidden">
          {t('common:search.label')}
        </h2>
        <p role="status" className={styles.status}>
          {statusText(state, t)}
        </p>
        {state.status === 'done' && state.results.length > 0 && (
          <>
            <ol className={styles.results}>
              {state.results.map((result) => (
                <li key={result.logicalPath}>
                  <Link to={result.logicalPath} className={styles.resultLink}>
                    {result.title}
                  </Link>
                  <p className={styles.excerpt}>
                    {result.excerpt.map((part, index) =>
                      part.matched ? <mark key={index}>{part.text}</mark> : part.text,
                    )}
                  </p>
                </li>
              ))}
            </ol>
            {state.total > MAX_RESULTS && (
              <p className={styles.more}>{t('status.more', { shown: MAX_RESULTS })}</p>
            )}
          </>
        )}
      </section>
      <SitePageList />
    </>
  )
}
