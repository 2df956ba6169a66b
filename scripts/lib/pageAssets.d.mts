import type { Page } from '@playwright/test'

export declare const CLIENT_DIR: string
export declare function htmlFiles(dir?: string): Promise<string[]>
export declare function pagePath(file: string, dir?: string): string
export declare function gzipSize(src: string, dir?: string): Promise<number>
export declare function scrollThrough(tab: Page): Promise<void>
