import { useTranslation } from 'react-i18next'

import { pagePath, primaryPageIds } from '../../routing/paths'
import { NavLink } from '../i18n/links'

export function PrimaryPageItems({ linkClassName }: { linkClassName?: string }) {
  const { t } = useTranslation()
  return primaryPageIds.map((id) => (
    <li key={id}>
      <NavLink to={pagePath(id)} className={linkClassName}>
        {t(`nav.${id}`)}
      </NavLink>
    </li>
  ))
}
