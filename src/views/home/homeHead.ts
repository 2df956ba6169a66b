export { homePageJsonLd as jsonLd } from '../../features/seo/businessJsonLd'
