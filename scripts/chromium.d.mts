export declare const chromiumExecutable: string
export declare const chromiumArgs: string[]
