import { site } from '../../config/site'
import type { HeadBuilder } from '../../routing/contract'

export { aboutPageJsonLd as jsonLd } from '../../features/seo/aboutJsonLd'

/** The card's subtitle is the hero's, which names the founding year. */
export const head: HeadBuilder = ({ t }) => ({
  card: { subtitle: t('about:hero.subtitle', { year: site.foundingYear }) },
})
