import type { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { MESSAGES } from '../errors';
import { isOperator } from '../observability/operator-access';
import { type HealthSummary, healthReport, healthStatusCode, projectionHealth, readiness } from './health';

/**
 * The operators' routes, outside /api and the users' sessions:
 * - /livez: the process is alive (200 while it answers at all); a supervisor restarts it otherwise.
 * - /readyz: it can serve (database reachable, not draining): 200, else 503; the balancer sends it work.
 * - /healthz: the status for everyone; store kinds, projectors, lag and errors for operators only.
 * - /metrics: Prometheus text, operators only.
 * Probes carry no details, so the public may see them; none of them is cached.
 */
export function installOperationsRoutes(app: Hono, deps: AppDeps): void {
  const operator = (c: Parameters<typeof isOperator>[0]) => isOperator(c, deps.config.operatorToken);

  app.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = await readiness(deps);
    return c.json({ status: state }, state === 'ready' ? 200 : 503);
  });

  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const report = await healthReport(deps);
    const status = healthStatusCode(report.status);
    if (operator(c)) return c.json(report, status);
    const summary: HealthSummary = { status: report.status };
    return c.json(summary, status);
  });

  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!operator(c)) {
      c.header('WWW-Authenticate', 'Bearer realm="pusula-operations"');
      return c.json({ success: false, message: MESSAGES.operatorOnly }, 401);
    }
    const text = await deps.metrics.render(async () =>
      (await projectionHealth(deps)).map((p) => ({
        name: p.name,
        lag: p.lag,
        active: p.active,
        failing: p.lastError !== null,
      })),
    );
    return c.body(text, 200, { 'Content-Type': deps.metrics.contentType });
  });
}
