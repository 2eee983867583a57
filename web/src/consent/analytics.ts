/**
 * Google Analytics 4, loaded only after the visitor accepts analytics cookies and only when an id is
 * configured. Configured from this module rather than an inline snippet, because the site's CSP allows
 * no inline scripts.
 */
let loadedId: string | null = null;

type Gtag = (...args: unknown[]) => void;

export function loadAnalytics(id: string): void {
  if (loadedId === id || !/^[A-Z0-9-]{4,40}$/i.test(id)) return;
  loadedId = id;
  const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
