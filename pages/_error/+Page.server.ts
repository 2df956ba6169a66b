// Unknown URLs: the same App, which resolves them to the not-found view (its styles: +Page of
// pages/app).
export { App as default } from '../../src/app/App'
