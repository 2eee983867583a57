import { useSyncExternalStore } from 'react';
import { createStore } from './external-store';

/** Deployment settings the public site shows or obeys (GET /api/public/config). */
export interface PublicConfig {
  supportEmail: string;
  supportPhone: string;
  analyticsId: string | null;
}

/** Build-time values: what the prerendered HTML shows before the server's answer arrives. */
export const BUILD_CONFIG: PublicConfig = {
  supportEmail: __SUPPORT_EMAIL__,
  supportPhone: __SUPPORT_PHONE__,
  analyticsId: __ANALYTICS_ID__ || null,
};

const store = createStore<PublicConfig>(BUILD_CONFIG);
let loading: Promise<PublicConfig> | null = null;

function isConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.supportEmail === 'string' &&
    typeof v.supportPhone === 'string' &&
    (v.analyticsId === null || typeof v.analyticsId === 'string')
  );
}

/** Fetches the server's configuration once per page load; on any failure the build-time values stay. */
export function loadPublicConfig(): Promise<PublicConfig> {
  loading ??= fetch('/api/public/config', { headers: { accept: 'application/json' } })
    .then(async (res) => {
      const body = (await res.json()) as { data?: unknown };
      if (!res.ok || !isConfig(body.data)) return store.get();
      const next: PublicConfig = {
        supportEmail: body.data.supportEmail || BUILD_CONFIG.supportEmail,
        supportPhone: body.data.supportPhone || BUILD_CONFIG.supportPhone,
        analyticsId: body.data.analyticsId || BUILD_CONFIG.analyticsId,
      };
      store.set(next);
      return next;
    })
    .catch(() => store.get());
  return loading;
}

export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(store.subscribe, store.get, () => BUILD_CONFIG);
}

/** "+90 850 000 00 00" → "tel:+908500000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
