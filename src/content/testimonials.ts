import type { ClientId } from './clients'

/** Clients who let us quote them, in the carousel's order. */
export const testimonialIds = ['daniela', 'marcus', 'javier', 'beatriz'] as const

export type TestimonialId = (typeof testimonialIds)[number]

/** Who said it, for which client. */
export const testimonialAuthors: Record<
  TestimonialId,
  { author: string; photo?: string; client: ClientId }
> = {
  daniela: { author: 'Daniela Ríos', client: 'casa-verde' },
  marcus: { author: 'Marcus Bennett', client: 'nimbus-analytics' },
  javier: { author: 'Javier Quiroga', client: 'andes-pay' },
  beatriz: { author: 'Beatriz Nogueira', client: 'pampa-pets' },
}

/** The one quoted on the home page. */
export const featuredTestimonialId: TestimonialId = 'daniela'
