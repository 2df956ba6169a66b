import { analytics } from '../../config/analytics'
import { analyticsOrigin } from '../../config/analyticsSetup'
import { escapeXml } from '../seo/escapeXml'

/** Preconnect to an off-site provider, without `crossorigin` as a beacon sends credentials; empty otherwise. */
export function analyticsPreconnectHtml(): string {
  const origin = analyticsOrigin(analytics)
  return origin ? `<link rel="preconnect" href="${escapeXml(origin)}">` : ''
}
