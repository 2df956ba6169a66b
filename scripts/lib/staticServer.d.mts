export declare function serveStatic(
  outDir: string,
  port: number,
): Promise<{ origin: string; close: () => Promise<void> }>
