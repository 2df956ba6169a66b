import { Icon } from '../../components/Icon/Icon'
import { site } from '../../config/site'
import { clientName, clientResult, clientResultFacts } from '../../content/clients'
import { testimonialAuthors, type TestimonialId } from '../../content/testimonials'
import { formatPercent } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import { useIslandText } from '../islands/islandText'
import styles from './TestimonialQuote.module.css'

/**
 * One client's words with who said them: the home page's quote and each slide of the carousel,
 * an island, so it reads its words as islands do.
 */
export function TestimonialQuote({ id }: { id: TestimonialId }) {
  const { t } = useIslandText('testimonials')
  const formatting = useFormatting()
  const { author, client } = testimonialAuthors[id]
  // The client's headline result and its period, as its case study and client card state them.
  const result = formatPercent(formatting, clientResult(client).value)
  const facts = clientResultFacts(client)
  return (
    <figure className={styles.testimonial}>
      <Icon name="quote" size={36} className={styles.mark} />
      <blockquote className={styles.quote}>
        <p>{t(`${id}.quote`, { name: site.name, result, ...facts })}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <strong>{author}</strong>
        <span>{t('byline', { role: t(`${id}.role`), company: clientName(client) })}</span>
      </figcaption>
    </figure>
  )
}
