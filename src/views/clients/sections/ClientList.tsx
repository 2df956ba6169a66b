import { useTranslation } from 'react-i18next'

import { ClientWordmark } from '../../../components/ClientWordmark/ClientWordmark'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { type ClientCategoryId, clientIds, clientProfiles } from '../../../content/clients'
import { FigureNotes, useFigureSource } from '../../../features/figures/FigureNotes'
import { formatMetric } from '../../../features/i18n/formatMetric'
import { useFormatting } from '../../../features/i18n/formatting'
import styles from './ClientList.module.css'

export function ClientList() {
  const { t } = useTranslation('clients')
  const formatting = useFormatting()
  const figureSource = useFigureSource()
  return (
    <Section
      headingId="clients-list"
      pattern="cards"
      title={t('list.title')}
      intro={t('list.intro')}
    >
      <ul className={styles.grid}>
        {clientIds.map((id) => {
          const { result } = clientProfiles[id]
          // Typed, so that i18next-cli can list every `categories.*` key this line reads.
          const category: ClientCategoryId = clientProfiles[id].category
          return (
            <li key={id}>
              <Reveal className={styles.card}>
                <p className={styles.category}>{t(`categories.${category}`)}</p>
                <h3 className={styles.name}>
                  <ClientWordmark id={id} size={32} />
                </h3>
                <p className={styles.result}>
                  <strong {...figureSource(result.source)}>
                    {formatMetric(formatting, result)}
                  </strong>{' '}
                  {t(`client.${id}.result`)}
                </p>
              </Reveal>
            </li>
          )
        })}
      </ul>
      <FigureNotes sources={clientIds.map((id) => clientProfiles[id].result.source)} />
    </Section>
  )
}
