// Types for staticServer.mjs, for the TypeScript benchmarks.
export declare function serveStatic(
  outDir: string,
  port: number,
): Promise<{ origin: string; close: () => Promise<void> }>
