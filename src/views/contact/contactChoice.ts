import type { TFunction } from 'i18next'

import type { ServiceId } from '../../routing/paths'

/** What the contact page's address chose: the service of a call to action (`/contact/seo`). */
export interface ContactChoice {
  service?: ServiceId
}

/**
 * The page's own name in its breadcrumb trail, on the page and in its head: the service chosen,
 * below Contact (Home > Contact > SEO). None on the contact page itself.
 */
export function chosenServiceCrumb(t: TFunction, choice?: ContactChoice): string | undefined {
  return choice?.service && t(`common:nav.service.${choice.service}.name`)
}
