export declare function writeZeroJsTwin(dir: string): Promise<void>
