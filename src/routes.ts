import { defaultLocale, type Locale } from './config/locales'
import { type AnyRoute, defineRoute, type FallbackRoute, type RouteDef } from './routing/contract'
import {
  ACCESSIBILITY_PATH,
  BLOG_PATH,
  BLUEPRINT_PATH,
  CONTACT_PATH,
  postFile,
  postPath,
  PRIVACY_PATH,
  SEARCH_PATH,
  type ServiceId,
  servicePath,
  THANKS_PATH,
} from './routing/paths'
import type { RouteTable } from './routing/resolve'

async function postSlugs(): Promise<Readonly<Record<string, Readonly<Record<string, string>>>>> {
  return (await import('virtual:blog-posts/slugs')).default
}

function servicePage(id: ServiceId, view: RouteDef['view']): AnyRoute {
  return {
    path: servicePath(id),
    ns: id,
    view,
    head: async () => ({
      jsonLd: (await import('./features/seo/serviceJsonLd')).servicePageJsonLd(id),
    }),
  }
}

/** The site's only list of routes: the prerender, sitemap and dev server's guard derive from it. */
export const routes: readonly AnyRoute[] = [
  {
    path: '/',
    ns: 'home',
    sharedNs: ['testimonials'],
    view: () => import('./views/home/HomeView'),
    head: async () => ({
      jsonLd: (await import('./features/seo/businessJsonLd')).homePageJsonLd,
    }),
  },
  {
    path: '/services',
    ns: 'services',
    breadcrumb: 'common:nav.services',
    view: () => import('./views/services/ServicesView'),
  },
  servicePage('seo', () => import('./views/seo/SeoView')),
  servicePage('geo', () => import('./views/geo/GeoView')),
  servicePage('cro', () => import('./views/cro/CroView')),
  servicePage('shopify', () => import('./views/shopify/ShopifyView')),
  servicePage('saas', () => import('./views/saas/SaasView')),
  defineRoute({
    path: BLOG_PATH,
    ns: 'blog',
    breadcrumb: 'common:nav.blog',
    // Authors' roles in the blog's structured data, kept once for /about and the blog.
    sharedNs: ['people'],
    view: () => import('./views/blog/BlogView'),
    head: () => import('./views/blog/blogIndexHead'),
    data: async (locale) => (await import('./features/blog/blogData')).blogIndex(locale),
  }),
  defineRoute({
    path: postPath(':slug'),
    ns: 'blog',
    // Authors' roles, as on the blog.
    sharedNs: ['people'],
    view: () => import('./views/blog/PostView'),
    head: () => import('./views/blog/postHead'),
    data: async (locale, { slug = '' }) =>
      (await import('./features/blog/blogData')).blogPostPage(locale, slug),
    prerenderParams: async () => Object.keys(await postSlugs()).map((slug) => ({ slug })),
    // A translation may give a post its own slug: the post's address in that language.
    paramsIn: async (locale: Locale, { slug = '' }: Record<string, string>) => ({
      slug: (await postSlugs())[slug]?.[locale] ?? slug,
    }),
    sourceOf: ({ slug = '' }: Record<string, string>, locale: Locale = defaultLocale) =>
      postFile(locale, slug),
    pathsIn: ({ post }) =>
      Object.fromEntries(Object.entries(post.slugs).map(([code, slug]) => [code, postPath(slug)])),
    notFound: {
      ns: 'blog',
      view: () => import('./views/blog/PostNotFoundView'),
      head: () => import('./views/blog/postNotFoundHead'),
    },
  }),
  {
    path: '/about',
    ns: 'about',
    sharedNs: ['people'],
    view: () => import('./views/about/AboutView'),
    head: () => import('./views/about/aboutHead'),
  },
  {
    path: '/clients',
    ns: 'clients',
    sharedNs: ['testimonials'],
    view: () => import('./views/clients/ClientsView'),
  },
  {
    path: CONTACT_PATH,
    ns: 'contact',
    breadcrumb: 'common:breadcrumb.contact',
    view: () => import('./views/contact/ContactView'),
    head: () => import('./views/contact/contactHead'),
  },
  // Prerendered so the choice holds without JavaScript; out of search, as /contact stands for it.
  defineRoute({
    path: `${CONTACT_PATH}/:choice`,
    ns: 'contact',
    view: () => import('./views/contact/ContactView'),
    head: () => import('./views/contact/contactHead'),
    data: async (_locale, { choice = '' }) =>
      (await import('./views/contact/contactChoice')).contactChoice(choice),
    prerenderParams: async () =>
      (await import('./views/contact/contactChoice')).contactChoiceIds.map((choice) => ({
        choice,
      })),
    indexed: false,
  }),
  {
    path: THANKS_PATH,
    ns: 'thanks',
    // The form's own success message, kept once for the form and this page.
    sharedNs: ['contact'],
    view: () => import('./views/thanks/ThanksView'),
    indexed: false,
  },
  {
    path: BLUEPRINT_PATH,
    ns: 'blueprint',
    view: () => import('./views/blueprint/BlueprintView'),
    head: () => import('./views/blueprint/blueprintHead'),
  },
  {
    path: PRIVACY_PATH,
    ns: 'privacy',
    // The contact form's own field labels: the notice lists the fields the form has.
    sharedNs: ['contact'],
    view: () => import('./views/privacy/PrivacyView'),
  },
  {
    path: ACCESSIBILITY_PATH,
    ns: 'accessibility',
    view: () => import('./views/accessibility/AccessibilityView'),
  },
  {
    path: SEARCH_PATH,
    ns: 'search',
    view: () => import('./views/search/SearchView'),
    indexed: false,
  },
]

/** Rendered for every path not in `routes`, in the visitor's language, with status 404. */
export const notFoundRoute = {
  ns: 'notFound',
  view: () => import('./views/not-found/NotFoundView'),
  head: () => import('./views/not-found/notFoundHead'),
} as const satisfies FallbackRoute

export const siteRoutes: RouteTable = { routes, notFound: notFoundRoute }
