// Types for the parts of pageAssets.mjs that TypeScript callers (the browser tests) use.
export declare const CLIENT_DIR: string
export declare function htmlFiles(dir?: string): Promise<string[]>
export declare function pagePath(file: string, dir?: string): string
