import { useTranslation } from 'react-i18next'

import type { IconName } from '../../components/Icon/iconNames'
import { Picture } from '../../components/Picture/Picture'
import { Reveal } from '../../components/Reveal/Reveal'
import { clientName, clientResult, clientResultFacts } from '../../content/clients'
import { SHOPIFY_PARTNER_PICTURE, shopifyPortfolioIds } from '../../content/shopifyPortfolio'
import { FigureNotes, useFigureSource } from '../../features/figures/FigureNotes'
import { ShopifyVisual } from '../../features/hero-visuals/ShopifyVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'
import { ServicePage } from '../service/ServicePage'
import { iconItems, listItems } from '../shared/listItems'
import styles from './ShopifyView.module.css'

const CAPABILITY_IDS = ['themes', 'headless', 'apps', 'speed', 'migrations', 'ux'] as const
type CapabilityId = (typeof CAPABILITY_IDS)[number]
const CAPABILITY_ICONS: Record<CapabilityId, IconName> = {
  themes: 'palette',
  headless: 'layers',
  apps: 'puzzle',
  speed: 'gauge',
  migrations: 'arrow-right-left',
  ux: 'mouse-pointer-click',
}

const STEP_IDS = ['discovery', 'design', 'development', 'integration', 'launch', 'growth'] as const
type StepId = (typeof STEP_IDS)[number]

export default function ShopifyView() {
  const { t } = useTranslation('shopify')
  const formatting = useFormatting()
  const figureSource = useFigureSource()
  return (
    <ServicePage
      service="shopify"
      gradient="green"
      hero={{
        title: t('hero.title'),
        subtitle: t('hero.subtitle'),
        cta: t('common:cta.primaryProject'),
        plan: 'shopify-build',
        visual: <ShopifyVisual />,
        after: (
          <p className={styles.badge}>
            <Picture id={SHOPIFY_PARTNER_PICTURE} size={48} />
            <span>
              <strong>{t('hero.partner')}</strong>
              <span className={styles.meaning}>{t('hero.partnerMeaning')}</span>
            </span>
          </p>
        ),
      }}
      sections={[
        {
          id: 'capabilities',
          title: t('capabilities.title'),
          intro: t('capabilities.intro'),
          pattern: 'list',
          features: iconItems(CAPABILITY_IDS, CAPABILITY_ICONS, (id: CapabilityId) =>
            t(`capabilities.${id}`, AS_OBJECT),
          ),
        },
        {
          id: 'portfolio',
          title: t('portfolio.title'),
          intro: t('portfolio.intro', { stores: shopifyPortfolioIds.length }),
          tone: 'tinted',
          pattern: 'cards',
          content: (
            <>
              <ul className={styles.portfolio}>
                {shopifyPortfolioIds.map((id) => (
                  <li key={id}>
                    <Reveal className={styles.store}>
                      <p className={styles.type}>{t(`portfolio.${id}.type`)}</p>
                      <h3 className={styles.storeName}>{clientName(id)}</h3>
                      <p className={styles.storeText}>{t(`portfolio.${id}.text`)}</p>
                      <p className={styles.result}>
                        <strong {...figureSource(clientResult(id).source)}>
                          {formatMetric(formatting, clientResult(id))}
                        </strong>{' '}
                        {t(`portfolio.${id}.result`, clientResultFacts(id))}
                      </p>
                    </Reveal>
                  </li>
                ))}
              </ul>
              <FigureNotes sources={shopifyPortfolioIds.map((id) => clientResult(id).source)} />
            </>
          ),
        },
        {
          id: 'stats',
          title: t('stats.title'),
          hideTitle: true,
          stats: [
            'projects',
            { service: 'cro', label: t('stats.conversion') },
            'clientSatisfaction',
            { service: 'shopify', label: t('stats.startingPrice') },
          ],
        },
        {
          id: 'process',
          title: t('process.title', { steps: STEP_IDS.length }),
          intro: t('process.intro'),
          steps: listItems(STEP_IDS, (id: StepId) => t(`process.${id}`, AS_OBJECT)),
        },
      ]}
      closing="shopify-review"
    />
  )
}
