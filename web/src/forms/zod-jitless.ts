import { config } from 'zod';

/**
 * zod probes `new Function` to compile fast parsers; under the site's CSP (`script-src 'self'`, no
 * 'unsafe-eval') the probe is reported as a violation (a console issue, and Lighthouse's Best Practices
 * flags it). Import this module before any schema is created: zod then parses without compiling.
 */
config({ jitless: true });
