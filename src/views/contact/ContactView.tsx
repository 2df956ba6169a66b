import { useTranslation } from 'react-i18next'

import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { ContactForm } from '../../features/contact/ContactForm'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { heroText } from '../shared/heroText'
import { ContactDetails } from './ContactDetails'
import styles from './ContactView.module.css'
import { Faq } from './Faq'

/** /contact: the enquiry form beside every other way to reach us, then the usual questions. */
export default function ContactView() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHero gradient="blue" {...heroText(t('hero', AS_OBJECT))} />
      <Section headingId="contact-form" title={t('form.title')} hideTitle>
        <div className={styles.layout}>
          <ContactForm />
          <ContactDetails />
        </div>
      </Section>
      <Faq />
    </>
  )
}
