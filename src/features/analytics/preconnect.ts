import { analytics } from '../../config/analytics'
import { analyticsOrigin } from '../../config/analyticsSetup'
import { escapeXml } from '../seo/escapeXml'

/**
 * The `<link rel="preconnect">` to the analytics provider, when it is another host: the
 * connection is ready by the time the first event is sent. Without the
 * `crossorigin` attribute, as a beacon is a request with credentials mode "include".
 * Empty for the local collector and for a build without analytics.
 */
export function analyticsPreconnectHtml(): string {
  const origin = analyticsOrigin(analytics)
  return origin ? `<link rel="preconnect" href="${escapeXml(origin)}">` : ''
}
