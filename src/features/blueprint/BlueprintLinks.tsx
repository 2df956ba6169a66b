import { useTranslation } from 'react-i18next'

import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { blueprintDownloadPath, blueprintFileName } from '../../content/blueprint'
import { contactPathFor } from '../../routing/paths'
import { trackedClick } from '../analytics/tracking'
import { useLocale } from '../i18n/useLocale'

interface Look {
  variant: ButtonVariant
  size: ButtonSize
}

/** "Download Blueprint": the Markdown file of the page's language, saved under its own name. */
export function DownloadBlueprintButton({ variant, size }: Look) {
  const { t } = useTranslation('blueprint')
  const locale = useLocale()
  return (
    <Button
      href={blueprintDownloadPath(locale)}
      download={blueprintFileName(locale)}
      track={trackedClick({ name: 'blueprint-download' })}
      variant={variant}
      size={size}
    >
      <Icon name="download" size={20} />
      {t('download')}
    </Button>
  )
}

/** "Get a Quote": the agency's own form with custom software chosen, in the header's words. */
export function QuoteButton({ variant, size, className }: Look & { className?: string }) {
  const { t } = useTranslation()
  return (
    <Button to={contactPathFor('saas')} variant={variant} size={size} className={className}>
      {t('nav.getQuote')}
    </Button>
  )
}
