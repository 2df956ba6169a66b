// The renderer draws the whole App for every page; this page exists to own the route table's URLs.
export { App as default } from '../../src/app/App'
