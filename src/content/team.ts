import type { Locale } from '../config/locales'
import { teamMemberIds } from './teamMembers.ts'

/**
 * The founders. Their biographies are their own words, written in Spanish and shown in Spanish
 * in every language, which is why they live here and not in `locales/`;
 * the page marks them `lang="es"` where its own language differs. Roles are translated:
 * `founders.<id>.role` in `locales/<lang>/about.json`.
 */
export const founderIds = ['alejandro', 'lucia'] as const

export type FounderId = (typeof founderIds)[number]

interface Founder {
  name: string
  emoji: string
  bioLanguage: Locale
  bio: string
}

export const founders: Record<FounderId, Founder> = {
  alejandro: {
    name: 'Alejandro Vega',
    emoji: '🚀',
    bioLanguage: 'es',
    bio: 'Fundé la agencia en 2011 en un cuarto prestado de la colonia Roma, con una laptop y la idea de que el marketing digital debía medirse en ventas y no en reportes. Antes dirigí el área de búsqueda de una agencia de medios y aprendí que los buenos resultados llegan cuando la estrategia y la ingeniería se sientan en la misma mesa. Hoy sigo revisando cada estrategia antes de que llegue al cliente.',
  },
  lucia: {
    name: 'Lucía Paredes',
    emoji: '💡',
    bioLanguage: 'es',
    bio: 'Soy ingeniera en computación por la UNAM y llevo más de quince años construyendo productos web. Me uní a Alejandro desde el primer proyecto para que cada recomendación de SEO se convirtiera en código rápido, accesible y fácil de mantener. Dirijo al equipo de desarrollo, nuestro estudio de SaaS y la investigación sobre cómo los motores de IA eligen sus fuentes.',
  },
}

/** Everyone on the page: the "team members" figure is counted, never typed. */
export const teamSize = founderIds.length + teamMemberIds.length
