/** See build-server.mjs. */
export declare function buildServer(options?: { outdir?: string; entries?: string[] }): Promise<void>;
