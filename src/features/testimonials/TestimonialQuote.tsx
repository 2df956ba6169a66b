import { Icon } from '../../components/Icon/Icon'
import { Portrait } from '../../components/Portrait/Portrait'
import { site } from '../../config/site'
import { caseStudyIds } from '../../content/caseStudies'
import { type ClientId, clientName, clientResult, clientResultFacts } from '../../content/clients'
import { testimonialAuthors, type TestimonialId } from '../../content/testimonials'
import { formatPercent } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import { Link } from '../i18n/links'
import { useIslandText } from '../islands/islandText'
import styles from './TestimonialQuote.module.css'

const toldAsCaseStudy = (client: ClientId) => (caseStudyIds as readonly ClientId[]).includes(client)

export function TestimonialQuote({ id }: { id: TestimonialId }) {
  const { t } = useIslandText('testimonials')
  const formatting = useFormatting()
  const { author, photo, client } = testimonialAuthors[id]
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
        <Portrait name={author} photo={photo} size="small" />
        <span className={styles.who}>
          <strong>{author}</strong>
          <span>{t(`${id}.role`)}</span>
          <span>
            {toldAsCaseStudy(client) ? (
              <Link to={`/clients#case-${client}`}>{clientName(client)}</Link>
            ) : (
              clientName(client)
            )}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
