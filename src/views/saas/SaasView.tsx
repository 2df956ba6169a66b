import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { ComparisonTable } from '../../components/ComparisonTable/ComparisonTable'
import { Icon } from '../../components/Icon/Icon'
import type { IconName } from '../../components/Icon/iconNames'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { Reveal } from '../../components/Reveal/Reveal'
import { site } from '../../config/site'
import {
  saasDelivery,
  type SaasFeatureId,
  saasOfferFeatures,
  saasOfferIds,
  saasOfferPrices,
  saasStack,
  saasStackLayers,
} from '../../content/saas'
import { SaasVisual } from '../../features/hero-visuals/SaasVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { useFormatting } from '../../features/i18n/formatting'
import { Link } from '../../features/i18n/links'
import { formatAmount } from '../../features/pricing/price'
import { PriceTerms } from '../../features/pricing/PriceTerms'
import { PriceTotal } from '../../features/pricing/PriceTotal'
import { BLUEPRINT_PATH, contactPathFor } from '../../routing/paths'
import { ServicePage } from '../service/ServicePage'
import { listItems } from '../shared/listItems'
import styles from './SaasView.module.css'

const OFFER_ICONS: Record<(typeof saasOfferIds)[number], IconName> = {
  saas: 'layers',
  crm: 'users',
  mobile: 'smartphone',
}

const PROJECT_IDS = ['vibeqa', 'managio', 'accessAge', 'ezeo'] as const
const STEP_IDS = ['discovery', 'scope', 'design', 'build', 'test', 'launch', 'support'] as const
type StepId = (typeof STEP_IDS)[number]
const INCLUDED_IDS = ['support', 'ownership', 'deployment', 'training'] as const
const ADD_ON_IDS = ['maintenance', 'hosting', 'features', 'growth'] as const
const COMPARISON_IDS = ['price', 'timeline', 'team', 'support', 'ownership', 'updates'] as const

export default function SaasView() {
  const { t } = useTranslation('saas')
  const formatting = useFormatting()
  const delivery = {
    weeks: t('offers.weeks', { min: saasDelivery.weeksMin, max: saasDelivery.weeksMax }),
    support: t('offers.support', { days: saasDelivery.supportDays }),
  }
  const projectsById = new Map(site.projects.map((project) => [project.id, project]))

  return (
    <ServicePage
      service="saas"
      gradient="purple"
      hero={{
        title: t('hero.title'),
        subtitle: t('hero.subtitle'),
        cta: t('common:cta.primaryProject'),
        plan: 'saas-scoping',
        visual: <SaasVisual />,
        before: (
          <ul className={styles.heroIcons}>
            {saasOfferIds.map((id) => (
              <li key={id}>
                <Icon name={OFFER_ICONS[id]} size={22} />
                {t(`hero.kind.${id}`)}
              </li>
            ))}
          </ul>
        ),
      }}
      sections={[
        {
          id: 'offers',
          title: t('offers.title', { offers: saasOfferIds.length }),
          intro: t('offers.intro'),
          pattern: 'cards',
          content: (
            <>
              <ul className={styles.offers}>
                {saasOfferIds.map((id) => (
                  <li key={id} className={styles.cell}>
                    <Reveal className={styles.offer}>
                      <Icon name={OFFER_ICONS[id]} size={28} className={styles.offerIcon} />
                      <h3 className={styles.offerTitle}>{t(`offers.${id}.title`)}</h3>
                      <p className={styles.price}>
                        {t('offers.from')}{' '}
                        <strong>{formatAmount(formatting, saasOfferPrices[id])}</strong>{' '}
                        <span className={styles.period}>{t('common:price.per.project')}</span>
                      </p>
                      <PriceTotal amount={saasOfferPrices[id]} />
                      <p className={styles.tagline}>{t(`offers.${id}.tagline`)}</p>
                      <p className={styles.description}>{t(`offers.${id}.description`)}</p>
                      <ul className={styles.features}>
                        {/* The explicit type lets i18next-cli list every key the template can produce. */}
                        {saasOfferFeatures[id].map((feature: SaasFeatureId) => (
                          <li key={feature}>
                            <Icon name="check" size={18} />
                            {t(`offers.feature.${feature}`)}
                          </li>
                        ))}
                      </ul>
                      <p className={styles.terms}>
                        {delivery.weeks} · {delivery.support} · {t('offers.fixedPrice')}
                      </p>
                      <Button
                        to={contactPathFor(`saas-${id}`)}
                        cta={`offer-${id}`}
                        variant="gradient"
                        size="large"
                      >
                        {t('common:cta.primaryProject')}
                      </Button>
                    </Reveal>
                  </li>
                ))}
              </ul>
              <PriceTerms />
            </>
          ),
        },
        {
          id: 'stack',
          title: t('stack.title'),
          intro: t('stack.intro'),
          tone: 'tinted',
          pattern: 'logos',
          content: (
            <>
              <div className={styles.stack}>
                {saasStackLayers.map((layer) => (
                  <div key={layer}>
                    <h3 className={styles.layer}>{t(`stack.${layer}`)}</h3>
                    <ul className={styles.chips}>
                      {saasStack[layer].map((tool) => (
                        <li key={tool}>{tool}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <p className={styles.blueprintNote}>
                <Link to={BLUEPRINT_PATH} className={styles.blueprintLink}>
                  {t('stack.blueprint')}
                  <Icon name="arrow-right" size={18} />
                </Link>
              </p>
            </>
          ),
        },
        {
          id: 'showcase',
          title: t('showcase.title'),
          intro: t('showcase.intro'),
          pattern: 'cards',
          content: (
            <ul className={styles.showcase}>
              {PROJECT_IDS.map((id) => {
                const project = projectsById.get(id)
                if (!project) return null
                return (
                  <li key={id} className={styles.project}>
                    <p className={styles.category}>{t(`showcase.${id}.category`)}</p>
                    <h3 className={styles.projectName}>
                      <OutboundLink href={project.url} project={project.id} iconSize={16}>
                        {project.name}
                      </OutboundLink>
                    </h3>
                    <p className={styles.projectText}>{t(`showcase.${id}.description`)}</p>
                  </li>
                )
              })}
            </ul>
          ),
        },
        {
          id: 'process',
          title: t('process.title', { steps: STEP_IDS.length }),
          intro: t('process.intro'),
          steps: listItems(STEP_IDS, (id: StepId) => t(`process.${id}`, AS_OBJECT)),
        },
        {
          id: 'support',
          title: t('support.title'),
          tone: 'tinted',
          pattern: 'split',
          content: (
            <div className={styles.support}>
              <div>
                <h3 className={styles.layer}>{t('support.included')}</h3>
                <ul className={styles.supportList}>
                  {INCLUDED_IDS.map((id) => (
                    <li key={id}>
                      <Icon name="check" size={18} />
                      {t(`support.item.${id}`, { days: saasDelivery.supportDays })}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className={styles.layer}>{t('support.addOns')}</h3>
                <ul className={styles.supportList}>
                  {ADD_ON_IDS.map((id) => (
                    <li key={id}>
                      <Icon name="check" size={18} />
                      {t(`support.addOn.${id}`)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ),
        },
        {
          id: 'comparison',
          title: t('comparison.title'),
          intro: t('comparison.intro'),
          pattern: 'table',
          content: (
            <ComparisonTable
              caption={t('comparison.caption', { name: site.name })}
              headers={[
                t('comparison.feature'),
                site.name,
                t('comparison.agencies'),
                t('comparison.freelancers'),
              ]}
              rows={COMPARISON_IDS.map((id) => ({
                id,
                feature: t(`comparison.row.${id}.feature`),
                answers: [
                  t(`comparison.row.${id}.us`, {
                    min: saasDelivery.weeksMin,
                    max: saasDelivery.weeksMax,
                    days: saasDelivery.supportDays,
                  }),
                  t(`comparison.row.${id}.agencies`),
                  t(`comparison.row.${id}.freelancers`),
                ],
              }))}
            />
          ),
        },
      ]}
      closing="saas-scoping"
    />
  )
}
