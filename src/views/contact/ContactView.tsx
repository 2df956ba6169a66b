import { useTranslation } from 'react-i18next'

import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { Island } from '../../features/islands/Island'
import type { ViewProps } from '../../routing/contract'
import { heroText } from '../shared/heroText'
import { chosenServiceCrumb, type ContactChoice } from './contactChoice'
import { ContactDetails } from './ContactDetails'
import styles from './ContactView.module.css'
import { Faq } from './Faq'

export default function ContactView({ data }: ViewProps<ContactChoice | undefined>) {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHero
        gradient="blue"
        breadcrumb={chosenServiceCrumb(t, data)}
        {...heroText(t('hero', AS_OBJECT))}
      />
      <Section headingId="contact-form" pattern="form" title={t('form.title')} hideTitle>
        <div className={styles.layout}>
          <Island name="contact-form" props={{ service: data?.service, plan: data?.plan }} />
          <ContactDetails />
        </div>
      </Section>
      <Faq />
    </>
  )
}
