/// <reference types="vite/client" />

/** The year the site was built, injected by vite.config.ts. */
declare const __BUILD_YEAR__: number

/** Absolute path of the built site (`dist/client`), injected by vite.config.ts for build hooks. */
declare const __CLIENT_OUT_DIR__: string
