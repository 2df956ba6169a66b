/**
 * The layers of the code, each importing only from the layers below it (npm run check):
 *   pages/, renderer/  (Vike's entry points and hooks)
 *   src/app/, src/routes.ts, src/build/  (the shell, the route table, the prerender's writers)
 *   src/views/  (one per page)
 *   src/features/, src/components/
 *   src/routing/  (the route contract and the site's paths: no view, no table)
 *   src/content/, src/config/  (the locale table is config: every layer reads it)
 * Type-only imports count: a cycle of types is still a cycle for a reader.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module must not depend on itself through others, types included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-point-down',
      severity: 'error',
      comment: 'Features and components are used by views and the shell, never the reverse.',
      from: { path: '^src/(features|components)/' },
      to: { path: '^(src/(app|views|build)/|src/routes\\.ts$|renderer/|pages/)' },
    },
    {
      name: 'views-point-down',
      severity: 'error',
      comment: 'A view composes features; the shell and the route table load views.',
      from: { path: '^src/views/' },
      to: { path: '^(src/(app|build)/|src/routes\\.ts$|renderer/|pages/)' },
    },
    {
      name: 'routing-is-low',
      severity: 'error',
      comment: 'The route contract and paths are read by every layer, so they import none above.',
      from: { path: '^src/routing/' },
      to: {
        path: '^(src/(app|build|views|features|components)/|src/routes\\.ts$|renderer/|pages/)',
      },
    },
    {
      name: 'data-is-a-leaf',
      severity: 'error',
      comment: 'Content and configuration are data: they import no code of the site but the paths.',
      from: { path: '^src/(content|config)/' },
      to: {
        path: '^(src/(app|build|views|features|components)/|src/routes\\.ts$|renderer/|pages/)',
      },
    },
    {
      name: 'site-code-ignores-tooling',
      severity: 'error',
      comment: 'What ships never imports the build tooling, the tests or the scripts.',
      from: { path: '^(src|renderer|pages)/' },
      to: { path: '^(tooling|tests|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
}
