export { aboutPageJsonLd as jsonLd } from '../../features/seo/aboutJsonLd'
