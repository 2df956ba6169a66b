import { defaultLocale, localeInfo } from '../../config/locales'
import { Icon } from '../Icon/Icon'
import styles from './TranslationNotice.module.css'

interface TranslationNoticeProps {
  /** "The English version of this article was updated on 3 December 2026, …", in the page's language. */
  message: string
  /** The original in the default language (English), and what its link says in the page's language. */
  href: string
  linkText: string
  download?: string
}

export function TranslationNotice({ message, href, linkText, download }: TranslationNoticeProps) {
  return (
    // About the page, not its content: the site search leaves it out of the page's text.
    <p role="note" className={styles.notice} data-pagefind-ignore="">
      <Icon name="languages" size={20} className={styles.icon} />
      <span>
        {message}{' '}
        <a href={href} hrefLang={localeInfo(defaultLocale).tag} download={download}>
          {linkText}
        </a>
      </span>
    </p>
  )
}
