import { blueprintJsonLd } from '../../features/blueprint/blueprintJsonLd'
import type { JsonLdBuilder } from '../../routing/contract'

export const jsonLd: JsonLdBuilder = (context) => [blueprintJsonLd(context)]
