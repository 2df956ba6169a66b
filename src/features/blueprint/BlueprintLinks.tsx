import { useTranslation } from 'react-i18next'

import {
  Button,
  buttonClassName,
  type ButtonSize,
  type ButtonVariant,
} from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { site } from '../../config/site'
import { blueprintDownloadPath, blueprintFileName } from '../../content/blueprint'
import { useTrack } from '../analytics/tracking'
import { useLocale } from '../i18n/useLocale'

interface Look {
  variant: ButtonVariant
  size: ButtonSize
}

/** "Download Blueprint": the Markdown file of the page's language, saved under its own name. */
export function DownloadBlueprintButton({ variant, size }: Look) {
  const track = useTrack()
  const { t } = useTranslation('blueprint')
  const locale = useLocale()
  return (
    <Button
      href={blueprintDownloadPath(locale)}
      download={blueprintFileName(locale)}
      onClick={() => track({ name: 'blueprint-download' })}
      variant={variant}
      size={size}
    >
      <Icon name="download" size={20} />
      {t('download')}
    </Button>
  )
}

/** "Get a Quote", in a new tab, at the in-house product studio that quotes and builds them. */
export function QuoteButton({ variant, size, className }: Look & { className?: string }) {
  const { t } = useTranslation('blueprint')
  return (
    <OutboundLink
      href={site.productStudio.url}
      className={buttonClassName({ variant, size, className })}
    >
      {t('quote')}
    </OutboundLink>
  )
}
