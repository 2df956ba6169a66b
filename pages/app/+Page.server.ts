// Owns the route table's URLs; server-only, as in the browser only islands run.
export { App as default } from '../../src/app/App'
