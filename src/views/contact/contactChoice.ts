import type { TFunction } from 'i18next'

import { type PlanOptionId, planOptionIds } from '../../content/contactOptions'
import { type ServiceId, serviceIds } from '../../routing/paths'

export interface ContactChoice {
  service?: ServiceId
  plan?: PlanOptionId
}

export const contactChoiceIds: readonly string[] = [...serviceIds, ...planOptionIds]

/** The choice an address's last part names: a service, or a plan and the service it starts with. */
export function contactChoice(id: string): ContactChoice {
  const plan = planOptionIds.find((option) => option === id)
  const service = serviceIds.find((option) => option === id || plan?.startsWith(`${option}-`))
  return { service, plan }
}

/** The choice's name in the breadcrumb trail (Home > Contact > SEO); none on the contact page. */
export function chosenServiceCrumb(t: TFunction, choice?: ContactChoice): string | undefined {
  if (choice?.plan) return t(`contact:form.plan.options.${choice.plan}`)
  return choice?.service && t(`common:nav.service.${choice.service}.name`)
}
