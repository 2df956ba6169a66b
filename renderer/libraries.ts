/**
 * The libraries besides React that every page starts with (the `framework` chunk: the router
 * and i18next), for the client entry to evaluate in a task of their own, between React's and
 * the app's (renderer/client.ts). The build puts this module in that chunk (vite.config.ts).
 * Its exports are ones the app uses anyway: a dynamic import keeps every export of what it
 * imports, and `import('react-router-dom')` kept the whole router, 48 KB gzipped more.
 */
export { createInstance } from 'i18next'
export { initReactI18next } from 'react-i18next'
export { BrowserRouter } from 'react-router-dom'
