/**
 * The part of TanStack Router's API that the public pages use, for the prerendered public pages only:
 * the site build (scripts/build.ts, `PUSULA_WEB_TARGET=site`) resolves `@tanstack/react-router` to this
 * module, so those pages hydrate with React alone (about 27 KB gzipped less on every first load).
 *
 * Links render exactly what the router renders (href, `data-status="active"`, `aria-current="page"`,
 * the active class), so hydration adopts the prerendered markup; following one loads the next
 * prerendered page. The signed-in areas (app.html) keep the real router.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useSyncExternalStore,
} from 'react';
import { buildHref, getLocation, replaceUrl, type SiteLocation, subscribeLocation } from './location';

type Search = Record<string, unknown>;

interface SitePage {
  params: Record<string, string>;
  /** The route's search validation (app/router.tsx), applied to the query string. */
  validateSearch?: (search: Record<string, unknown>) => Search;
}

export const SitePageContext = createContext<SitePage>({ params: {} });

function useSiteLocation(): SiteLocation {
  return useSyncExternalStore(subscribeLocation, getLocation, getLocation);
}

interface ActiveOptions {
  exact?: boolean;
  includeSearch?: boolean;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  ref?: Ref<HTMLAnchorElement>;
  to?: string;
  params?: Record<string, string>;
  search?: Search;
  hash?: string;
  activeProps?: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown>;
  activeOptions?: ActiveOptions;
  children?: ReactNode;
  // Router-only options that have no meaning for a plain link.
  preload?: unknown;
  replace?: boolean;
  resetScroll?: boolean;
};

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The router's rule: same path (or below it unless exact) and, by default, the link's search contained. */
function isActive(location: SiteLocation, path: string, search: Search, options?: ActiveOptions): boolean {
  const current = trimSlash(location.pathname);
  const next = trimSlash(path);
  const pathMatches = options?.exact
    ? current === next
    : current.startsWith(next) && (current.length === next.length || current[next.length] === '/');
  if (!pathMatches) return false;
  if (options?.includeSearch ?? true) {
    const keys = Object.keys(search).filter((k) => search[k] !== undefined);
    if (options?.exact && keys.length !== Object.keys(location.search).length) return false;
    return keys.every((k) => location.search[k] === String(search[k]));
  }
  return true;
}

export function Link({
  to = '.',
  params,
  search,
  hash,
  activeProps,
  activeOptions,
  className,
  children,
  preload: _preload,
  replace: _replace,
  resetScroll: _resetScroll,
  ...rest
}: LinkProps) {
  const location = useSiteLocation();
  const path = buildHref(to, params);
  const active = !!to && isActive(location, path, search ?? {}, activeOptions);
  const { className: activeClass, ...activeRest } = active ? (activeProps ?? { className: 'active' }) : {};
  const classes = [className, activeClass].filter(Boolean).join(' ') || undefined;
  return (
    <a
      {...rest}
      {...activeRest}
      className={classes}
      href={buildHref(to, params, search, hash)}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
    >
      {children}
    </a>
  );
}

interface NavigateOptions {
  to?: string;
  href?: string;
  params?: Record<string, string>;
  search?: Search;
  hash?: string;
  replace?: boolean;
}

/** Same path: the URL changes in place (a search update); anywhere else: the next page loads. */
export function useNavigate() {
  return async (options: NavigateOptions): Promise<void> => {
    const url = options.href ?? buildHref(options.to ?? '/', options.params, options.search, options.hash);
    const target = new URL(url, window.location.href);
    if (options.replace && target.pathname === window.location.pathname) replaceUrl(url);
    else if (options.replace) window.location.replace(url);
    else window.location.assign(url);
  };
}

export function useRouterState<T>({ select }: { select: (state: { location: SiteLocation }) => T }): T {
  return select({ location: useSiteLocation() });
}

/** Full page loads have no client-side transitions to subscribe to. */
const noTransitions = { subscribe: () => () => {} };
export function useRouter() {
  return noTransitions;
}

export function getRouteApi(_id: string) {
  return {
    useParams: () => useContext(SitePageContext).params,
    useSearch: () => {
      const { validateSearch } = useContext(SitePageContext);
      const { search } = useSiteLocation();
      return validateSearch ? validateSearch(search) : search;
    },
  };
}
