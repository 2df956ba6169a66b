import type { AnchorHTMLAttributes } from 'react'

import { localizePath } from './localePath'
import { useLogicalPath } from './switcherPath'
import { useLocale } from './useLocale'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
}

/** The site's only link to its pages: a logical path (`/services/seo`) in the page's language and words. */
export function Link({ to, ...props }: LinkProps) {
  return <a {...props} href={localizePath(useLocale(), to)} />
}

export function NavLink({ to, ...props }: LinkProps) {
  const current = useLogicalPath() === to
  return (
    <a
      aria-current={current ? 'page' : undefined}
      {...props}
      href={localizePath(useLocale(), to)}
    />
  )
}
