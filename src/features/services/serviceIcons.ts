import type { IconName } from '../../components/Icon/iconNames'
import type { ServiceId } from '../../routing/paths'

export const serviceIcons: Record<ServiceId, IconName> = {
  seo: 'search',
  geo: 'sparkles',
  cro: 'trending-up',
  shopify: 'shopping-bag',
  saas: 'code-xml',
}
