import { ourRecords } from './company.ts'
import type { Figure } from './metric'

/** @public For i18next-cli: each industry's name is `categories.<id>` in `clients`. */
export const clientCategoryIds = [
  'ecommerce',
  'foodAndBeverage',
  'saas',
  'fintech',
  'health',
  'professionalServices',
  'retail',
  'hospitality',
  'education',
  'logistics',
] as const

export type ClientCategoryId = (typeof clientCategoryIds)[number]

/** Fictional companies, as the agency names no real client; a list for i18next-cli. */
export const clientIds = [
  'solaris-outdoor',
  'casa-verde',
  'brasa-coffee',
  'nimbus-analytics',
  'andes-pay',
  'lumen-health',
  'vertice',
  'maple-ridge',
  'pampa-pets',
  'costa-azul',
  'orbita',
  'quanta',
] as const

export type ClientId = (typeof clientIds)[number]

interface ClientProfile {
  /** Brand names are the same in every language, so they live here and not in `locales/`. */
  name: string
  category: ClientCategoryId
  /** The headline result of our work; what it measures is `client.<id>.result` in `clients`. */
  result: Figure
  /** Months the result took, where a text says so ("in {{months}} months"). */
  resultMonths?: number
}

/** A change our client records show: 1.12 is +112%, -0.31 is -31%. */
export const recordedChange = (value: number): Figure => ({
  kind: 'percentIncrease',
  value,
  source: ourRecords,
})

export const clientProfiles: Record<ClientId, ClientProfile> = {
  'solaris-outdoor': {
    name: 'Solaris Outdoor',
    category: 'ecommerce',
    result: recordedChange(1.12),
  },
  'casa-verde': {
    name: 'Casa Verde Mezcal',
    category: 'foodAndBeverage',
    result: recordedChange(2.47),
    resultMonths: 10,
  },
  'brasa-coffee': {
    name: 'Brasa Coffee Co.',
    category: 'foodAndBeverage',
    result: recordedChange(0.38),
  },
  'nimbus-analytics': { name: 'Nimbus Analytics', category: 'saas', result: recordedChange(1.86) },
  'andes-pay': { name: 'AndesPay', category: 'fintech', result: recordedChange(0.64) },
  'lumen-health': { name: 'Lumen Health', category: 'health', result: recordedChange(1.52) },
  vertice: {
    name: 'Vértice Arquitectura',
    category: 'professionalServices',
    result: recordedChange(2.1),
  },
  'maple-ridge': {
    name: 'Maple Ridge Outfitters',
    category: 'retail',
    result: recordedChange(0.64),
  },
  'pampa-pets': { name: 'Pampa Pet Supply', category: 'retail', result: recordedChange(0.91) },
  'costa-azul': {
    name: 'Costa Azul Resorts',
    category: 'hospitality',
    result: recordedChange(0.55),
  },
  orbita: { name: 'Órbita Learning', category: 'education', result: recordedChange(0.73) },
  quanta: { name: 'Quanta Logistics', category: 'logistics', result: recordedChange(0.42) },
}

/** The client's self-drawn mark (`client-marks/<id>.svg`): fictional clients have no logos. */
export const clientPicture = (id: ClientId) => `client-${id}`

export function clientName(id: ClientId): string {
  return clientProfiles[id].name
}

export function clientResult(id: ClientId): Figure {
  return clientProfiles[id].result
}

export function clientResultFacts(id: ClientId): { months?: number } {
  const { resultMonths } = clientProfiles[id]
  return resultMonths === undefined ? {} : { months: resultMonths }
}
