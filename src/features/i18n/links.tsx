import type { AnchorHTMLAttributes } from 'react'

import { localizePath } from './localePath'
import { useLogicalPath } from './switcherPath'
import { useLocale } from './useLocale'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A logical path (`/services/seo`): written in the page's language and words. */
  to: string
}

/**
 * A link to one of the site's pages, given its logical path (`/services/seo`) and leading to it
 * in the page's language and words (`/es/servicios/seo`, locales/slugs.json): a plain document
 * navigation. The site's code links to its pages with these only.
 */
export function Link({ to, ...props }: LinkProps) {
  return <a {...props} href={localizePath(useLocale(), to)} />
}

/** A navigation item: marked `aria-current="page"` on the page it leads to. */
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
