import type { TFunction } from 'i18next'

import { type PlanOptionId, planOptionIds } from '../../content/contactOptions'
import { type ServiceId, serviceIds } from '../../routing/paths'

/**
 * What the contact page's address chose: the service of a call to action (`/contact/seo`), or a
 * plan or offer and its service (`/contact/seo-growth`).
 */
export interface ContactChoice {
  service?: ServiceId
  plan?: PlanOptionId
}

/** Every choice an address can name: the services, then the plans and offers. */
export const contactChoiceIds: readonly string[] = [...serviceIds, ...planOptionIds]

/**
 * The choice an address's last part names, none for anything else: a service, or a plan and the
 * service its id starts with (`seo-growth`: SEO; `call` is of none).
 */
export function contactChoice(id: string): ContactChoice {
  const plan = planOptionIds.find((option) => option === id)
  const service = serviceIds.find((option) => option === id || plan?.startsWith(`${option}-`))
  return { service, plan }
}

/**
 * The page's own name in its breadcrumb trail, on the page and in its head: the plan or the
 * service chosen, below Contact (Home > Contact > SEO). None on the contact page itself.
 */
export function chosenServiceCrumb(t: TFunction, choice?: ContactChoice): string | undefined {
  if (choice?.plan) return t(`contact:form.plan.options.${choice.plan}`)
  return choice?.service && t(`common:nav.service.${choice.service}.name`)
}
