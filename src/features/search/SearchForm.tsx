import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { SEARCH_PATH } from '../../routing/paths'
import { localizePath } from '../i18n/localePath'
import { useLocale } from '../i18n/useLocale'
import styles from './SearchForm.module.css'

interface SearchFormProps {
  /** The field's text, when the form's owner keeps it (the search page); else the field's own. */
  value?: string
  onChange?: (value: string) => void
}

/**
 * A search field that works with or without JavaScript: a GET form to the search page of the
 * page's language, so submitting it lands on `/search?q=…`. On the search page, which searches
 * as the visitor types, submitting does nothing more. Elsewhere (the not-found page) the form
 * submits as a form, always: the search page is opened as a page of its own, because only its
 * Content-Security-Policy lets the search library run (features/hosting/hostPolicy.ts).
 */
export function SearchForm({ value, onChange }: SearchFormProps) {
  const { t } = useTranslation('common')
  const id = useId()
  // The address in the page's language (`/es/buscar`): a plain form knows no router.
  const action = localizePath(useLocale(), SEARCH_PATH)

  const submit = onChange ? (event: FormEvent) => event.preventDefault() : undefined

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('search.label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          {...(onChange && { value, onChange: (event) => onChange(event.currentTarget.value) })}
        />
        <button type="submit" className={styles.submit}>
          <Icon name="search" size={18} />
          <span>{t('search.submit')}</span>
        </button>
      </div>
    </form>
  )
}
