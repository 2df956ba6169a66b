import { useTranslation } from 'react-i18next'

import { PageHero } from '../../components/PageHero/PageHero'
import { Island } from '../../features/islands/Island'
import { SitePageList } from './SitePageList'

export default function SearchView() {
  const { t } = useTranslation('search')
  return (
    <>
      <PageHero title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <Island name="site-search" props={{}} />
      <SitePageList />
    </>
  )
}
