/**
 * The clients the site names. Brand names are the same in every language, so they live here and
 * not in `locales/`. Fictional companies, as the spec names none.
 */
export const clients = [
  { id: 'solaris-outdoor', name: 'Solaris Outdoor' },
  { id: 'casa-verde', name: 'Casa Verde Mezcal' },
  { id: 'brasa-coffee', name: 'Brasa Coffee Co.' },
  { id: 'nimbus-analytics', name: 'Nimbus Analytics' },
  { id: 'andes-pay', name: 'AndesPay' },
  { id: 'lumen-health', name: 'Lumen Health' },
  { id: 'vertice', name: 'Vértice Arquitectura' },
  { id: 'maple-ridge', name: 'Maple Ridge Outfitters' },
  { id: 'pampa-pets', name: 'Pampa Pet Supply' },
  { id: 'costa-azul', name: 'Costa Azul Resorts' },
  { id: 'orbita', name: 'Órbita Learning' },
  { id: 'quanta', name: 'Quanta Logistics' },
] as const

export type ClientId = (typeof clients)[number]['id']

/** The review quoted on the home page; its words and the author's role are in `locales/`. */
export const featuredTestimonial = {
  author: 'Daniela Ríos',
  client: 'casa-verde',
} as const satisfies { author: string; client: ClientId }

export function clientName(id: ClientId): string {
  const client = clients.find((entry) => entry.id === id)
  if (!client) throw new Error(`Unknown client ${id}`)
  return client.name
}
