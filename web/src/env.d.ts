/** Values fixed at build time by vite.config.ts `define`. */
declare const __SITE_URL__: string;
declare const __SUPPORT_EMAIL__: string;
declare const __SUPPORT_PHONE__: string;
declare const __ANALYTICS_ID__: string;
/** Package prices formatted at build time with the same Intl options as `formatTry` (amount → label). */
declare const __TRY_LABELS__: Record<string, string>;
