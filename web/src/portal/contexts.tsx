import { createContext, type ReactNode, useContext } from 'react';

/**
 * Role contexts named by spec §2 "Layouts". They are empty shells for now: the portal work puts the
 * signed-in advisor (and the selected student for parents) in them.
 */
export interface AdvisorContextValue {
  area: 'advisor';
}
export interface ParentContextValue {
  area: 'parent';
}

const AdvisorContext = createContext<AdvisorContextValue | null>(null);
const ParentContext = createContext<ParentContextValue | null>(null);

export function AdvisorProvider({ children }: { children: ReactNode }) {
  return <AdvisorContext.Provider value={{ area: 'advisor' }}>{children}</AdvisorContext.Provider>;
}

export function ParentProvider({ children }: { children: ReactNode }) {
  return <ParentContext.Provider value={{ area: 'parent' }}>{children}</ParentContext.Provider>;
}

export function useAdvisorContext(): AdvisorContextValue | null {
  return useContext(AdvisorContext);
}

export function useParentContext(): ParentContextValue | null {
  return useContext(ParentContext);
}
