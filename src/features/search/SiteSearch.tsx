import { useState } from 'react'

import { Link } from '../i18n/links'
import { useLocale } from '../i18n/useLocale'
import { useIslandText } from '../islands/islandText'
import { useBrowserValue } from '../islands/useBrowserValue'
import { SearchForm } from './SearchForm'
import styles from './SiteSearch.module.css'
import { MAX_RESULTS, useSiteSearch } from './useSiteSearch'

/** Searches as the visitor types; the query lives in `?q=` (replaced), so SearchAction, reload and Back land on the same results. */
export default function SiteSearch() {
  const { t } = useIslandText('search')
  const locale = useLocale()
  const [typed, setTyped] = useState<string | null>(null)
  const addressQuery = useBrowserValue(
    () => new URLSearchParams(window.location.search).get('q') ?? '',
    '',
  )
  const query = typed ?? addressQuery
  const state = useSiteSearch(query, locale)

  // What the polite live region says: read out as results arrive, never on every keystroke.
  const statusText = () => {
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

  const change = (value: string) => {
    setTyped(value)
    const address = new URL(window.location.href)
    address.search = value.trim() ? new URLSearchParams({ q: value }).toString() : ''
    history.replaceState(history.state, '', address)
  }

  return (
    <section className={styles.search} aria-labelledby="search-results" data-pattern="form">
      <SearchForm
        text={{
          label: t('common:search.label'),
          placeholder: t('common:search.placeholder'),
          submit: t('common:search.submit'),
        }}
        value={query}
        onChange={change}
      />
      <p className={styles.hint}>{t('hint')}</p>
      <p className={styles.noScript}>{t('noScript')}</p>
      <h2 id="search-results" className="visually-hidden">
        {t('common:search.label')}
      </h2>
      <p role="status" className={styles.status}>
        {statusText()}
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
  )
}
