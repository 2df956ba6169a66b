/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Contact form endpoint; defaults to the Web3Forms submit URL. */
  readonly VITE_FORM_ENDPOINT?: string
  /** Public access key of the agency's form-service account. */
  readonly VITE_FORM_ACCESS_KEY?: string
}

/** The year the site was built, injected by vite.config.ts. */
declare const __BUILD_YEAR__: number

/**
 * Whether this build tracks anything at all. Used as is, never through a module's export: the
 * literal `false` of a build without a provider must reach the bundler in the module that tests
 * it, so it drops the tracker's chunk and the body of every tracking call.
 */
declare const __ANALYTICS_ENABLED__: boolean

/** Absolute path of the built site (`dist/client`), injected by vite.config.ts for build hooks. */
declare const __CLIENT_OUT_DIR__: string

/** Absolute path of the project, injected by vite.config.ts: the prerender reads posts there. */
declare const __PROJECT_ROOT__: string

/**
 * Languages whose blueprint download was translated from an older English version, each with the
 * English update's date (YYYY-MM-DD) for the blueprint page's notice. Injected by vite.config.ts.
 */
declare const __BLUEPRINT_NOTICE_DATES__: Readonly<Record<string, string>>

/** The icon sprite (tooling/iconSprite.ts), for the prerender to copy a page's symbols into it. */
declare module 'virtual:icon-sprite/document' {
  const svg: string
  export default svg
}

/** Address of the picture sprite the build writes (tooling/pictureSprite.ts). */
declare module 'virtual:picture-sprite' {
  const url: string
  export default url
}

/** Each language's loader of its posts as lists show them, newest first (tooling/blogMarkdown.ts). */
declare module 'virtual:blog-posts' {
  import type { PostSummary } from './features/blog/compilePost'

  const postsByLocale: Readonly<Record<string, () => Promise<{ default: PostSummary[] }>>>
  export default postsByLocale
}

/**
 * Every post's slug in each language, by its English slug, for the prerender; the browser build
 * refuses it (tooling/blogMarkdown.ts).
 */
declare module 'virtual:blog-posts/slugs' {
  const slugs: Readonly<Record<string, Readonly<Record<string, string>>>>
  export default slugs
}
