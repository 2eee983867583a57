import { createContext, useContext, useEffect } from 'react';
import { applyHead } from './apply-head';
import { headTags, type PageMeta } from './metadata';

export interface CollectedHead {
  meta: PageMeta;
  notFound: boolean;
}

/** Set only while prerendering: pages report their metadata here instead of touching a document. */
export const HeadCollectorContext = createContext<((head: CollectedHead) => void) | null>(null);

/** Declares the current page's metadata: written into <head> at prerender, kept right on navigation. */
export function Seo({ meta, notFound = false }: { meta: PageMeta; notFound?: boolean }) {
  const collect = useContext(HeadCollectorContext);
  collect?.({ meta, notFound });
  const key = JSON.stringify([meta, notFound]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for meta and notFound
  useEffect(() => {
    applyHead(headTags(meta, notFound));
  }, [key]);
  return null;
}
