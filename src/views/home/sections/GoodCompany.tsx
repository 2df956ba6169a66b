import { useTranslation } from 'react-i18next'

import { ClientWordmark } from '../../../components/ClientWordmark/ClientWordmark'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { clientIds } from '../../../content/clients'
import { companyStats } from '../../../content/company'
import { formatCountPlus } from '../../../features/i18n/format'
import { useFormatting } from '../../../features/i18n/formatting'
import styles from './GoodCompany.module.css'

export function GoodCompany() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  return (
    <Section
      headingId="home-clients"
      pattern="logos"
      title={t('clients.title')}
      intro={t('clients.intro', {
        clients: formatCountPlus(formatting, companyStats.clientsServed.value),
      })}
    >
      <Reveal>
        <ul className={styles.names}>
          {clientIds.map((id) => (
            <li key={id}>
              <ClientWordmark id={id} />
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}
