import { Code2, type LucideIcon, Search, ShoppingBag, Sparkles, TrendingUp } from 'lucide-react'

import type { ServiceId } from '../../routing/paths'

/** One icon per service, the same wherever the service appears. */
export const serviceIcons: Record<ServiceId, LucideIcon> = {
  seo: Search,
  geo: Sparkles,
  cro: TrendingUp,
  shopify: ShoppingBag,
  saas: Code2,
}
