import { useTranslation } from 'react-i18next'

import { resolveIn } from '../../routing/resolve'
import { useRouteTable } from '../../routing/routeTableContext'
import { Link } from '../i18n/links'
import { useLogicalPath } from '../i18n/switcherPath'
import styles from './Breadcrumbs.module.css'
import { breadcrumbTrail, crumbKeyOf } from './breadcrumbTrail'

/** The trail the head marks up, each page above a link; `name` where the route has none (a post's title). */
export function Breadcrumbs({ name }: { name?: string }) {
  const { t } = useTranslation()
  const pathname = useLogicalPath()
  const table = useRouteTable()
  const pageName = name ?? t(crumbKeyOf(resolveIn(table, pathname).route))
  const trail = breadcrumbTrail(pathname, pageName, t, table)
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumbs}>
      <ol className={styles.trail}>
        {trail.map((crumb, index) => (
          <li key={crumb.logicalPath}>
            {index < trail.length - 1 ? (
              <Link to={crumb.logicalPath}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
