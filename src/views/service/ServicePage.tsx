import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { CallToAction, type ClosingOffer } from '../../components/CallToAction/CallToAction'
import { type Feature, FeatureGrid } from '../../components/FeatureGrid/FeatureGrid'
import { type HeroGradient, PageHero } from '../../components/PageHero/PageHero'
import { ProcessSteps, type Step } from '../../components/ProcessSteps/ProcessSteps'
import { Section } from '../../components/Section/Section'
import type { SectionPattern } from '../../components/Section/sectionPatterns'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import type { PlanOptionId } from '../../content/contactOptions'
import { serviceMetrics } from '../../content/services'
import { PriceTerms } from '../../features/pricing/PriceTerms'
import { contactPathFor, type ServiceId } from '../../routing/paths'
import { type StatSource, useStatSource } from './useStatSource'

type ServiceSection = {
  /** The section's name on the page: its heading's id is `<service>-<id>`. */
  id: string
  title: string
  intro?: string
  tone?: 'tinted'
  /** Keeps the heading for screen readers and the outline but not on screen. */
  hideTitle?: boolean
} & (
  | { features: Feature[]; pattern?: 'cards' | 'list' }
  | { steps: Step[] }
  | { stats: StatSource[] }
  | { content: ReactNode; pattern: SectionPattern }
)

export interface ServicePageProps {
  service: ServiceId
  gradient?: HeroGradient
  hero: {
    title: string
    subtitle: string
    cta: string
    /** What the hero button chooses in the form: the page's own first step, or a build. */
    plan: PlanOptionId
    before?: ReactNode
    after?: ReactNode
    visual?: ReactNode
  }
  sections: readonly ServiceSection[]
  closing: ClosingOffer
}

function patternOf(section: ServiceSection): SectionPattern {
  if ('steps' in section) return 'timeline'
  if ('stats' in section) return 'figure'
  if ('features' in section) return section.pattern ?? 'cards'
  return section.pattern
}

function sectionBody(section: ServiceSection, stat: ReturnType<typeof useStatSource>): ReactNode {
  if ('features' in section)
    return (
      <FeatureGrid
        features={section.features}
        layout={section.pattern === 'list' ? 'rows' : 'cards'}
      />
    )
  if ('steps' in section) return <ProcessSteps steps={section.steps} />
  if ('stats' in section) {
    const priced = section.stats.some(
      (source) => typeof source !== 'string' && serviceMetrics[source.service].kind === 'price',
    )
    return (
      <>
        <StatGrid lead stats={section.stats.map(stat)} />
        {priced && <PriceTerms />}
      </>
    )
  }
  return section.content
}

/** Draws a service view's sections, declared as data, so the five pages share one markup. */
export function ServicePage({ service, gradient, hero, sections, closing }: ServicePageProps) {
  const { t } = useTranslation()
  const stat = useStatSource()
  return (
    <>
      <PageHero
        gradient={gradient}
        eyebrow={t(`nav.service.${service}.description`)}
        title={hero.title}
        subtitle={hero.subtitle}
        visual={hero.visual}
      >
        {hero.before}
        <Button to={contactPathFor(hero.plan)} cta="hero" variant="ghost" size="large">
          {hero.cta}
        </Button>
        {hero.after}
      </PageHero>
      {sections.map((section) => (
        <Section
          key={section.id}
          headingId={`${service}-${section.id}`}
          title={section.title}
          intro={section.intro}
          tone={section.tone}
          pattern={patternOf(section)}
          hideTitle={section.hideTitle}
        >
          {sectionBody(section, stat)}
        </Section>
      ))}
      <CallToAction offer={closing} />
    </>
  )
}
