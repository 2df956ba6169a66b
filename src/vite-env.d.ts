/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Contact form endpoint; defaults to the Web3Forms submit URL. */
  readonly VITE_FORM_ENDPOINT?: string
  /** Public access key of the agency's form-service account. */
  readonly VITE_FORM_ACCESS_KEY?: string
}

declare const __BUILD_YEAR__: number

/** Use as is, never re-exported: the bundler must see the literal `false` to drop the tracker. */
declare const __ANALYTICS_ENABLED__: boolean

declare const __CLIENT_OUT_DIR__: string

/** Absolute path of the project, injected by vite.config.ts: the prerender reads posts there. */
declare const __PROJECT_ROOT__: string

/** Languages whose blueprint download predates the English one, with the English update's date. */
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

/** Every post's slug in each language, by its English slug; the browser build refuses it. */
declare module 'virtual:blog-posts/slugs' {
  const slugs: Readonly<Record<string, Readonly<Record<string, string>>>>
  export default slugs
}
