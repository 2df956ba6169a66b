// Types for bench.mjs, for the TypeScript benchmarks and tests.
export declare function pageFilter(filters: readonly string[]): (path: string) => boolean
export declare function median(values: readonly number[]): number | undefined
export declare function writeBenchReport(name: string, figures: object): Promise<string>
