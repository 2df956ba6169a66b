import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '../../components/Button/Button'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { ComparisonTable } from '../../components/ComparisonTable/ComparisonTable'
import { Icon } from '../../components/Icon/Icon'
import type { IconName } from '../../components/Icon/iconNames'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { PageHero } from '../../components/PageHero/PageHero'
import { ProcessSteps } from '../../components/ProcessSteps/ProcessSteps'
import { Reveal } from '../../components/Reveal/Reveal'
import { Section } from '../../components/Section/Section'
import { site } from '../../config/site'
import { typicalAgency } from '../../content/company'
import {
  saasDelivery,
  type SaasFeatureId,
  saasOfferFeatures,
  saasOfferIds,
  saasOfferPrices,
  saasStack,
  saasStackLayers,
} from '../../content/saas'
import { formatMoney } from '../../features/i18n/format'
import { useLocale } from '../../features/i18n/useLocale'
import { BLUEPRINT_PATH, CONTACT_PATH } from '../../routing/paths'
import styles from './SaasView.module.css'

/** @public The route table reads it from this module, which it imports lazily. */
const OFFER_ICONS: Record<(typeof saasOfferIds)[number], IconName> = {
  saas: 'layers',
  crm: 'users',
  mobile: 'smartphone',
}

const PROJECT_IDS = ['vibeqa', 'managio', 'accessAge', 'ezeo'] as const
const STEP_IDS = ['discovery', 'scope', 'design', 'build', 'test', 'launch', 'support'] as const
const INCLUDED_IDS = ['support', 'ownership', 'deployment', 'training'] as const
const ADD_ON_IDS = ['maintenance', 'hosting', 'features', 'growth'] as const
const COMPARISON_IDS = ['price', 'timeline', 'team', 'support', 'ownership', 'updates'] as const

/** /services/saas: fixed-price SaaS, CRM and mobile builds, our own products, stack and process. */
export default function SaasView() {
  const { t } = useTranslation('saas')
  const locale = useLocale()
  const delivery = {
    weeks: t('offers.weeks', { min: saasDelivery.weeksMin, max: saasDelivery.weeksMax }),
    support: t('offers.support', { days: saasDelivery.supportDays }),
  }
  const projectsById = new Map(site.projects.map((project) => [project.id, project]))

  return (
    <>
      <PageHero
        gradient="purple"
        eyebrow={t('common:nav.service.saas.description')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      >
        <ul className={styles.heroIcons}>
          {saasOfferIds.map((id) => {
            const icon = OFFER_ICONS[id]
            return (
              <li key={id}>
                <Icon name={icon} size={22} />
                {t(`hero.kind.${id}`)}
              </li>
            )
          })}
        </ul>
        <Button to={CONTACT_PATH} cta="hero" variant="ghost" size="large">
          {t('common:cta.primaryProject')}
        </Button>
      </PageHero>

      <Section
        headingId="saas-offers"
        title={t('offers.title', { offers: saasOfferIds.length })}
        intro={t('offers.intro')}
      >
        <ul className={styles.offers}>
          {saasOfferIds.map((id) => {
            const icon = OFFER_ICONS[id]
            return (
              <li key={id} className={styles.cell}>
                <Reveal threshold={0.1} className={styles.offer}>
                  <Icon name={icon} size={28} className={styles.offerIcon} />
                  <h3 className={styles.offerTitle}>{t(`offers.${id}.title`)}</h3>
                  <p className={styles.price}>
                    {t('offers.from')}{' '}
                    <strong>{formatMoney(locale, saasOfferPrices[id], 'USD')}</strong>
                  </p>
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
                  <Button to={CONTACT_PATH} cta={`offer-${id}`} variant="gradient" size="large">
                    {t('common:cta.primaryProject')}
                  </Button>
                </Reveal>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section
        headingId="saas-showcase"
        title={t('showcase.title')}
        intro={t('showcase.intro')}
        tone="tinted"
      >
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
      </Section>

      <Section headingId="saas-stack" title={t('stack.title')} intro={t('stack.intro')}>
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
      </Section>

      <Section
        headingId="saas-process"
        title={t('process.title', { steps: STEP_IDS.length })}
        intro={t('process.intro')}
      >
        <ProcessSteps
          steps={STEP_IDS.map((id) => ({
            id,
            title: t(`process.${id}.title`),
            text: t(`process.${id}.text`),
          }))}
        />
      </Section>

      <Section headingId="saas-support" title={t('support.title')} tone="tinted">
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
      </Section>

      <Section
        headingId="saas-comparison"
        title={t('comparison.title')}
        intro={t('comparison.intro')}
      >
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
              t(`comparison.row.${id}.agencies`, {
                minMonths: typicalAgency.saasTimelineMonths.min,
                maxMonths: typicalAgency.saasTimelineMonths.max,
              }),
              t(`comparison.row.${id}.freelancers`),
            ],
          }))}
        />
      </Section>

      <CallToAction primary="project" />
    </>
  )
}
