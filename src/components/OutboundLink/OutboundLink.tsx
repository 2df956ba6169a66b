import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { trackedClick } from '../../features/analytics/tracking'
import { Icon } from '../Icon/Icon'

interface OutboundLinkProps {
  href: string
  children: ReactNode
  className?: string
  iconSize?: number
  project?: string
}

/** Opens in a new tab, said by an icon and to screen readers, with `noopener`. */
export function OutboundLink({
  href,
  children,
  className,
  iconSize = 14,
  project,
}: OutboundLinkProps) {
  const { t } = useTranslation('common')
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...(project && trackedClick({ name: 'outbound-project', project, url: href }))}
    >
      {children}
      <Icon name="external-link" size={iconSize} />
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  )
}
