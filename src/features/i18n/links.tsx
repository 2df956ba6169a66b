import {
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
  useLocation,
} from 'react-router-dom'

import { logicalPathOf, translatePath } from './localePath'
import { useLocale } from './useLocale'

/**
 * react-router's links, given a logical path (`/services/seo`) and leading to it in the page's
 * language and words (`/es/servicios/seo`): the router's basename adds the prefix, and these the
 * words (locales/slugs.json). The site's code links with these only (eslint names them).
 */
export function Link({ to, ...props }: LinkProps & { to: string }) {
  return <RouterLink to={translatePath(useLocale(), to)} {...props} />
}

export function NavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <RouterNavLink to={translatePath(useLocale(), to)} {...props} />
}

/** The logical path of the page in the address bar: `/es/servicios` -> `/services`. */
export function useLogicalPath(): string {
  return logicalPathOf(useLocale(), useLocation().pathname)
}
