import { useTranslation } from 'react-i18next'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { PageHero } from '../../components/PageHero/PageHero'
import { Reveal } from '../../components/Reveal/Reveal'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { companyStats } from '../../content/company'
import { formatCountPlus, formatMoney, formatPercent } from '../../features/i18n/format'
import { useLocale } from '../../features/i18n/useLocale'
import { coreServiceIds } from '../../features/nav/navLinks'
import { ServiceCard } from '../../features/services/ServiceCard'
import styles from './ServicesView.module.css'

export default function ServicesView() {
  const { t } = useTranslation('services')
  const locale = useLocale()
  const { yearsInBusiness, projects, revenueGenerated, clientSatisfaction } = companyStats

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />

      <section className={styles.section} aria-labelledby="services-list">
        <h2 id="services-list" className={styles.heading}>
          {t('list.title')}
        </h2>
        <p className={styles.intro}>{t('list.intro')}</p>
        <div className={styles.cards}>
          {coreServiceIds.map((id) => (
            <Reveal key={id} threshold={0.1}>
              <ServiceCard id={id} />
            </Reveal>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="services-stats">
        <h2 id="services-stats" className="visually-hidden">
          {t('stats.title')}
        </h2>
        <StatGrid
          stats={[
            {
              value: formatCountPlus(locale, yearsInBusiness.value),
              label: t('common:stats.yearsInBusiness'),
            },
            { value: formatCountPlus(locale, projects.value), label: t('common:stats.projects') },
            {
              value: formatMoney(locale, revenueGenerated.value, revenueGenerated.currency),
              label: t('common:stats.revenueGenerated'),
            },
            {
              value: formatPercent(locale, clientSatisfaction.value),
              label: t('common:stats.clientSatisfaction'),
            },
          ]}
        />
      </section>

      <CallToAction secondary="clients" />
    </>
  )
}
