import { localeCodes } from '../../config/locales.ts'
import { THANKS_PATH } from '../../routing/paths.ts'
import { localizePath } from '../i18n/localePath.ts'

/** Prefetch (not prerender, which would run islands and count views) on hover; never files or /thanks (docs/decisions.md). */
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
