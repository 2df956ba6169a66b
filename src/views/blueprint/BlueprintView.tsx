import { useTranslation } from 'react-i18next'

import { CallToActionCard } from '../../components/CallToAction/CallToActionCard'
import { type Feature, FeatureGrid } from '../../components/FeatureGrid/FeatureGrid'
import { Icon } from '../../components/Icon/Icon'
import type { IconName } from '../../components/Icon/iconNames'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { TranslationNotice } from '../../components/TranslationNotice/TranslationNotice'
import { defaultLocale } from '../../config/locales'
import { site } from '../../config/site'
import { blueprintDownloadPath, blueprintFileName, checklistItemIds } from '../../content/blueprint'
import {
  type InfrastructureId,
  infrastructureIds,
  infrastructureProviders,
  officialDocs,
  qaProductId,
  type StackLayerId,
  stackLayerIds,
  stackTools,
  type WorkflowId,
  workflowIds,
} from '../../content/blueprintStack'
import { qualityTargets } from '../../content/company'
import { DownloadBlueprintButton, QuoteButton } from '../../features/blueprint/BlueprintLinks'
import { qualityBarPercentages } from '../../features/blueprint/qualityBarPercentages'
import { Roadmap } from '../../features/blueprint/Roadmap'
import { SectionNav } from '../../features/blueprint/SectionNav'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { formatCountPlus, formatLongDate, formatSeconds } from '../../features/i18n/format'
import { useFormatting } from '../../features/i18n/formatting'
import { useLocale } from '../../features/i18n/useLocale'
import { iconItems } from '../shared/listItems'
import styles from './BlueprintView.module.css'

const HERO_BADGE_IDS = ['react', 'supabase', 'vercel', 'stripe'] as const

const HERO_BADGE_ICONS: Record<(typeof HERO_BADGE_IDS)[number], IconName> = {
  react: 'atom',
  supabase: 'database',
  vercel: 'triangle',
  stripe: 'credit-card',
}

const STACK_ICONS: Record<StackLayerId, IconName> = {
  frontend: 'monitor',
  backend: 'database',
  tools: 'wrench',
}

const INFRASTRUCTURE_ICONS: Record<InfrastructureId, IconName> = {
  hosting: 'cloud',
  payments: 'credit-card',
  communication: 'mail',
  analytics: 'chart-column',
  security: 'shield-check',
  testing: 'flask-conical',
  support: 'life-buoy',
  seo: 'search',
}

const WORKFLOW_ICONS: Record<WorkflowId, IconName> = {
  qa: 'badge-check',
  codeQuality: 'code',
  versionControl: 'git-branch',
  documentation: 'file-text',
  contentStrategy: 'pen-line',
}

/** Cards for a stack's layers or its services, each with its tools as chips. */
function ToolCards<Id extends string>({
  cards,
  tools,
}: {
  cards: (Feature & { id: Id })[]
  tools: Readonly<Record<Id, readonly string[]>>
}) {
  const withTools = cards.map((card) => ({
    ...card,
    extra: (
      <ul className={styles.chips}>
        {tools[card.id].map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  }))
  return <FeatureGrid features={withTools} />
}

function QualityBar() {
  const { t } = useTranslation('blueprint')
  const formatting = useFormatting()
  const { uptime, coverage } = qualityBarPercentages(formatting)
  const { source } = qualityTargets
  const stats = [
    {
      value: t('stats.under', { value: formatSeconds(formatting, qualityTargets.loadTimeSeconds) }),
      label: t('stats.loadTime'),
      source,
    },
    { value: uptime, label: t('stats.uptime'), source },
    {
      value: formatCountPlus(formatting, qualityTargets.lighthouseScore),
      label: t('stats.lighthouse'),
      source,
    },
    { value: qualityTargets.securityRating, label: t('stats.security'), source },
    { value: coverage, label: t('stats.coverage'), source },
  ]
  return <StatGrid lead stats={stats} />
}

function WorkflowCards() {
  const { t } = useTranslation('blueprint')
  const qaProduct = site.projects.find((project) => project.id === qaProductId)
  const workflow = iconItems(workflowIds, WORKFLOW_ICONS, (id: WorkflowId) =>
    t(`workflow.${id}`, { ...AS_OBJECT, name: qaProduct?.name }),
  ).map((item) => ({
    ...item,
    extra: item.id === 'qa' && qaProduct && (
      <OutboundLink href={qaProduct.url} className={styles.cardLink}>
        {t('workflow.qa.link', { name: qaProduct.name })}
      </OutboundLink>
    ),
  }))
  return <FeatureGrid features={workflow} layout="rows" />
}

function ResourceCards() {
  const { t } = useTranslation('blueprint')
  const resources: Feature[] = [
    {
      id: 'blueprint',
      icon: 'file-down',
      title: t('resources.blueprint.title'),
      text: t('resources.blueprint.text'),
      extra: (
        <div className={styles.cardAction}>
          <DownloadBlueprintButton variant="secondary" size="small" />
        </div>
      ),
    },
    {
      id: 'docs',
      icon: 'book-open',
      title: t('resources.docs.title'),
      text: t('resources.docs.text'),
      extra: (
        <ul className={styles.docs}>
          {officialDocs.map(({ name, url }) => (
            <li key={name}>
              <OutboundLink href={url}>{name}</OutboundLink>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'checklist',
      icon: 'list-checks',
      title: t('resources.checklist.title'),
      text: t('resources.checklist.text', { items: checklistItemIds.length }),
      extra: (
        <a href="#implementation" className={styles.cardLink}>
          {t('resources.checklist.link')}
        </a>
      ),
    },
  ]
  return <FeatureGrid features={resources} />
}

export default function BlueprintView() {
  const { t } = useTranslation('blueprint')
  const locale = useLocale()
  const formatting = useFormatting()

  // Set when this language's download was translated from an older English one (vite.config.ts).
  const englishUpdatedAt = __BLUEPRINT_NOTICE_DATES__[locale]

  return (
    <div className={styles.page}>
      <SectionNav />
      <PageHero
        gradient="blue"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      >
        <DownloadBlueprintButton variant="primary" size="large" />
        <QuoteButton variant="ghost" size="large" />
        {/* i18next-instrument-ignore: two notes side by side, each a whole sentence of its own */}
        <p className={styles.heroNote}>
          {t('downloadHint')} · {t('hero.studio', { name: site.productStudio.name })}
        </p>
        <ul className={styles.badges}>
          {HERO_BADGE_IDS.map((id) => (
            <li key={id}>
              <Icon name={HERO_BADGE_ICONS[id]} size={18} />
              {t(`hero.badge.${id}`)}
            </li>
          ))}
        </ul>
      </PageHero>
      {englishUpdatedAt && (
        <div className={styles.translationNotice}>
          <TranslationNotice
            message={t('translationNotice', { date: formatLongDate(formatting, englishUpdatedAt) })}
            href={blueprintDownloadPath(defaultLocale)}
            download={blueprintFileName(defaultLocale)}
            linkText={t('downloadEnglish')}
          />
        </div>
      )}

      <Section
        id="stack"
        headingId="stack-title"
        title={t('stack.title')}
        intro={t('stack.intro')}
        pattern="cards"
      >
        <ToolCards
          cards={iconItems(stackLayerIds, STACK_ICONS, (id: StackLayerId) =>
            t(`stack.${id}`, AS_OBJECT),
          )}
          tools={stackTools}
        />
      </Section>

      <Section
        id="quality"
        headingId="quality-title"
        title={t('stats.title')}
        tone="tinted"
        pattern="figure"
      >
        <QualityBar />
      </Section>

      <Section
        id="infrastructure"
        headingId="infrastructure-title"
        title={t('infrastructure.title')}
        intro={t('infrastructure.intro', { services: infrastructureIds.length })}
        pattern="cards"
      >
        <ToolCards
          cards={iconItems(infrastructureIds, INFRASTRUCTURE_ICONS, (id: InfrastructureId) =>
            t(`infrastructure.${id}`, AS_OBJECT),
          )}
          tools={infrastructureProviders}
        />
      </Section>

      <Section
        id="workflow"
        headingId="workflow-title"
        title={t('workflow.title')}
        intro={t('workflow.intro')}
        pattern="list"
      >
        <WorkflowCards />
      </Section>

      <Section
        id="implementation"
        headingId="implementation-title"
        title={t('roadmap.title')}
        intro={t('roadmap.intro')}
        tone="tinted"
        pattern="timeline"
      >
        <Roadmap />
      </Section>

      <CallToActionCard title={t('cta.title')} text={t('cta.text')}>
        <QuoteButton variant="gradient" size="large" />
        <DownloadBlueprintButton variant="ghost" size="large" />
      </CallToActionCard>

      <Section
        id="resources"
        headingId="resources-title"
        title={t('resources.title')}
        intro={t('resources.intro')}
        pattern="cards"
      >
        <ResourceCards />
      </Section>
    </div>
  )
}
