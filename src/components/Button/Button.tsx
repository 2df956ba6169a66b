import type { ReactNode } from 'react'

import { trackedClick } from '../../features/analytics/tracking'
import { Link } from '../../features/i18n/links'
import styles from './Button.module.css'

export const buttonVariants = ['primary', 'gradient', 'secondary', 'ghost'] as const
export const buttonSizes = ['small', 'medium', 'large', 'xlarge'] as const

export type ButtonVariant = (typeof buttonVariants)[number]
export type ButtonSize = (typeof buttonSizes)[number]

interface Look {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

interface PageLinkProps extends Look {
  to: string
  /** Names a call to action: following it is tracked as `cta-click` with this name. */
  cta?: string
}

/** A file, saved under `download`'s name. */
interface FileLinkProps extends Look {
  href: string
  download: string
  track?: ReturnType<typeof trackedClick>
}

interface ActionProps extends Look {
  onClick?: () => void
  type?: 'button' | 'submit'
  disabled?: boolean
}

export type ButtonProps = PageLinkProps | FileLinkProps | ActionProps

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  className,
}: Omit<Look, 'children'>): string {
  return [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ')
}

export function Button(props: ButtonProps) {
  const classes = buttonClassName(props)
  if ('to' in props) {
    const { cta, to } = props
    return (
      <Link
        to={to}
        className={classes}
        {...(cta && trackedClick({ name: 'cta-click', cta, target: to }))}
      >
        {props.children}
      </Link>
    )
  }
  if ('href' in props) {
    return (
      <a href={props.href} download={props.download} className={classes} {...props.track}>
        {props.children}
      </a>
    )
  }
  return (
    <button
      type={props.type ?? 'button'}
      onClick={props.onClick}
      disabled={props.disabled}
      className={classes}
    >
      {props.children}
    </button>
  )
}
