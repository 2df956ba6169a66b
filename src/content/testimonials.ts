import type { ClientId } from './clients'

export const testimonialIds = ['daniela', 'marcus', 'javier', 'beatriz'] as const

export type TestimonialId = (typeof testimonialIds)[number]

export const testimonialAuthors: Record<
  TestimonialId,
  { author: string; photo?: string; client: ClientId }
> = {
  daniela: { author: 'Daniela Ríos', client: 'casa-verde' },
  marcus: { author: 'Marcus Bennett', client: 'nimbus-analytics' },
  javier: { author: 'Javier Quiroga', client: 'andes-pay' },
  beatriz: { author: 'Beatriz Nogueira', client: 'pampa-pets' },
}

export const featuredTestimonialId: TestimonialId = 'daniela'
