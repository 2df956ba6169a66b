// The renderer draws the whole App for every page; this page exists to own the route table's
// URLs. Server-only (`.server`): in the browser only islands run.
export { App as default } from '../../src/app/App'
