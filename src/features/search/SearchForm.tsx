import { useId } from 'react'

import { Icon } from '../../components/Icon/Icon'
import { SEARCH_PATH } from '../../routing/paths'
import { localizePath } from '../i18n/localePath'
import { useLocale } from '../i18n/useLocale'
import styles from './SearchForm.module.css'

interface SearchFormText {
  label: string
  placeholder: string
  submit: string
}

interface SearchFormProps {
  text: SearchFormText
  /** The field's text, when the form's owner keeps it (the search page); else the field's own. */
  value?: string
  onChange?: (value: string) => void
}

/** A GET form to the language's search page, so it works without script; the search page itself searches as one types. */
export function SearchForm({ text, value, onChange }: SearchFormProps) {
  const id = useId()
  const action = localizePath(useLocale(), SEARCH_PATH)
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.form}
      onSubmit={onChange && ((event) => event.preventDefault())}
    >
      <label htmlFor={id} className={styles.label}>
        {text.label}
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
          placeholder={text.placeholder}
          {...(onChange && { value, onChange: (event) => onChange(event.currentTarget.value) })}
        />
        <button type="submit" className={styles.submit}>
          <Icon name="search" size={18} />
          <span>{text.submit}</span>
        </button>
      </div>
    </form>
  )
}
