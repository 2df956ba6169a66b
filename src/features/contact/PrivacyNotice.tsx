import { site } from '../../config/site'
import { PRIVACY_PATH } from '../../routing/paths'
import { Link } from '../i18n/links'
import { useIslandText } from '../islands/islandText'
import styles from './ContactForm.module.css'

/**
 * The short notice the Mexican law asks for where data is collected (aviso simplificado): who
 * receives the enquiry, for what, how to exercise one's rights, and the full notice. It sits
 * right under the send button and asks nothing: there is no box to tick.
 */
export function PrivacyNotice() {
  const { t } = useIslandText('contact')
  const { privacyEmail } = site.legal
  return (
    // Three sentences, each whole in its own key; the second ends with the address, a link,
    // which a plain-text translation cannot hold. i18next-instrument-ignore
    <p className={styles.privacyNotice} data-privacy-notice>
      {t('form.privacy.purpose', { legalName: site.legalName })} {t('form.privacy.rights')}{' '}
      <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.{' '}
      <Link to={PRIVACY_PATH}>{t('form.privacy.link')}</Link>
    </p>
  )
}
