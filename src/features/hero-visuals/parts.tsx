import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import shared from './visual.module.css'

interface FrameProps {
  as?: 'div' | 'ol' | 'ul'
  className?: string
  children: ReactNode
}

/** A picture's root: hidden from screen readers and the search, as a picture of the work (docs/decisions.md). */
export function Frame({ as: Root = 'div', className, children }: FrameProps) {
  return (
    <Root
      className={className ? `${shared.frame} ${className}` : shared.frame}
      aria-hidden="true"
      data-pagefind-ignore=""
    >
      {children}
    </Root>
  )
}

export function ExampleTag() {
  const { t } = useTranslation('common')
  return (
    <span className={`${shared.pill} ${shared.caps} ${shared.tag}`}>{t('heroVisual.example')}</span>
  )
}

/** A card's first row: what it shows, and that it is an example. */
export function CardHeader({ children }: { children: ReactNode }) {
  return (
    <div className={shared.header}>
      <p className={`${shared.row} ${shared.title}`}>{children}</p>
      <ExampleTag />
    </div>
  )
}

/** The float card of a step done: a green tick and what was done. */
export function CheckFloat({ text }: { text: string }) {
  return (
    <p className={`${shared.card} ${shared.float}`}>
      <span className={`${shared.icon} ${shared.good}`}>
        <Icon name="check" size={16} />
      </span>
      {text}
    </p>
  )
}
