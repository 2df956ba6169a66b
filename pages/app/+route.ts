/**
 * Every address is the app's: the render resolves it in the route table (src/routes.ts), and
 * +guard.ts answers one that is no page with the not-found page. Nothing is imported here on
 * purpose: Vike reads this file when it loads its configuration, with a bundler that knows none
 * of the build's plugins (the post list is one of them).
 */
export default function route(): boolean {
  return true
}
