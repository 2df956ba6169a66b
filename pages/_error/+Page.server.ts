// Unknown URLs: the same App resolves them to the not-found view.
export { App as default } from '../../src/app/App'
