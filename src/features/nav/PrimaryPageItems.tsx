import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { pagePath, primaryPageIds } from '../../routing/paths'

/** Blog, About and Clients as list items; current only on an exact match. */
export function PrimaryPageItems({ linkClassName }: { linkClassName?: string }) {
  const { t } = useTranslation()
  return primaryPageIds.map((id) => (
    <li key={id}>
      <NavLink to={pagePath(id)} end className={linkClassName}>
        {t(`nav.${id}`)}
      </NavLink>
    </li>
  ))
}
