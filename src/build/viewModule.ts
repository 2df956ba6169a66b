/**
 * Every view, by its source module from the project's root: the routes load each with its own
 * `import()` (src/routes.ts), which names no module a build step could read back, so the
 * prerender finds a page's view here by comparing components.
 */
const views = import.meta.glob<{ default: unknown }>('/src/views/*/*View.tsx')

/**
 * The source module (`src/views/home/HomeView.tsx`) whose component is `View`: what the
 * prerender preloads the scripts of (src/build/appScripts.ts). A view kept
 * anywhere else fails the build, which would otherwise ship its page without the preload.
 */
export async function viewModuleOf(View: unknown): Promise<string> {
  for (const [module, load] of Object.entries(views)) {
    if ((await load()).default === View) return module.replace(/^\//, '')
  }
  throw new Error('The page’s view is not a src/views/<folder>/<Name>View.tsx module')
}
