import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { SERVICES_PATH } from '../../routing/paths'

export default function ThanksView() {
  const { t } = useTranslation('thanks')
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('contact:form.success')}
        gradient="blue"
      >
        <Button to="/" variant="gradient" size="large">
          {t('goHome')}
        </Button>
        <Button to={SERVICES_PATH} variant="ghost" size="large">
          {t('exploreServices')}
        </Button>
      </PageHero>
      <Section headingId="thanks-next" pattern="prose" title={t('contact:faq.next.question')}>
        <p>{t('contact:faq.next.answer')}</p>
      </Section>
    </>
  )
}
