// Types for the parts of pageAssets.mjs that TypeScript callers (the browser tests) use.
import type { Page } from '@playwright/test'

export declare const CLIENT_DIR: string
export declare function htmlFiles(dir?: string): Promise<string[]>
export declare function pagePath(file: string, dir?: string): string
/** Gzipped size (level 9) in bytes of a built asset, by its URL path, as shipped. */
export declare function gzipSize(src: string, dir?: string): Promise<number>
/** Scrolls a Playwright page to its end, then waits until every island on it has hydrated. */
export declare function scrollThrough(tab: Page): Promise<void>
