import type { IconName } from '../../components/Icon/iconNames'
import type { ServiceId } from '../../routing/paths'

/** One icon per service, the same wherever the service appears. */
export const serviceIcons: Record<ServiceId, IconName> = {
  seo: 'search',
  geo: 'sparkles',
  cro: 'trending-up',
  shopify: 'shopping-bag',
  saas: 'code-xml',
}
