import { localeCodes } from '../../config/locales.ts'
import { THANKS_PATH } from '../../routing/paths.ts'
import { localizePath } from '../i18n/localePath.ts'

/**
 * The page's speculation rules (`<script type="speculationrules">`): Chromium fetches a page of
 * the site once a visitor's pointer rests on a link to it or presses it ("moderate"), so the
 * click lands without waiting for the network. Not files (an address with a dot: downloads,
 * feeds, Markdown twins), not links that open elsewhere or save a file, and never the thank-you
 * page, which only a sent enquiry should show. A prefetch, not a prerender: a page prerendered
 * in the background would run its islands and count its view for a page the visitor may never
 * see. The same text on every page: the Content-Security-Policy admits it by hash
 * (src/features/hosting/inlineScripts.ts).
 */
export function speculationRules(): string {
  const neverPrerendered = [
    '/*.*',
    ...localeCodes.map((locale) => localizePath(locale, THANKS_PATH)),
  ]
  return JSON.stringify({
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: neverPrerendered } },
            { not: { selector_matches: '[download], [target], [rel~="nofollow"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  })
}
