/** See pglite-parameters.mjs. The byte array case is what PGlite's `Serializer` type (string) leaves out. */
export declare const PARAMETER_SERIALIZERS: Record<number, (value: unknown) => string>;
