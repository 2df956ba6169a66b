// Types for zeroJsTwin.mjs, for the TypeScript benchmarks.
export declare function writeZeroJsTwin(dir: string): Promise<void>
