import type { HeadBuilder } from '../../routing/contract'

/** The not-found page has no hero: its card says what its heading and lead say. */
export const head: HeadBuilder = ({ t }) => ({
  card: { title: t('notFound:title'), subtitle: t('notFound:lead') },
})
