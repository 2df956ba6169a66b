import { site } from '../../config/site'
import { PRIVACY_PATH } from '../../routing/paths'
import { Link } from '../i18n/links'
import { useIslandText } from '../islands/islandText'
import styles from './ContactForm.module.css'

/** The short notice Mexican law asks where data is collected (aviso simplificado); it asks nothing, no box to tick. */
export function PrivacyNotice() {
  const { t } = useIslandText('contact')
  const { privacyEmail } = site.legal
  return (
    // The second sentence ends with a link, which plain text cannot hold. i18next-instrument-ignore
    <p className={styles.privacyNotice} data-privacy-notice>
      {t('form.privacy.purpose', { legalName: site.legalName })} {t('form.privacy.rights')}{' '}
      <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.{' '}
      <Link to={PRIVACY_PATH}>{t('form.privacy.link')}</Link>
    </p>
  )
}
