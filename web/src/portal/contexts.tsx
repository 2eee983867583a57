import { createContext, type ReactNode, useContext } from 'react';
import { selectedStudent, useStoredSelectedStudent } from '../parent/selected-student';
import type { SignedInSession } from '../session/session-store';

/**
 * Role contexts named by spec §2 "Layouts". The advisor context carries the signed-in advisor's session
 * inside the advisor portal; on the advisor login page it has none yet.
 */
export interface AdvisorContextValue {
  area: 'advisor';
  session: SignedInSession | null;
}
export interface ParentContextValue {
  area: 'parent';
  /** The id of the student the parent picked, kept in localStorage (`selectedStudent`). */
  selectedStudent: string | null;
  setSelectedStudent: (studentId: string | null) => void;
}

const AdvisorContext = createContext<AdvisorContextValue | null>(null);
const ParentContext = createContext<ParentContextValue | null>(null);

export function AdvisorProvider({
  children,
  session = null,
}: {
  children: ReactNode;
  session?: SignedInSession | null;
}) {
  return <AdvisorContext.Provider value={{ area: 'advisor', session }}>{children}</AdvisorContext.Provider>;
}

export function ParentProvider({ children }: { children: ReactNode }) {
  const selected = useStoredSelectedStudent();
  return (
    <ParentContext.Provider
      value={{ area: 'parent', selectedStudent: selected, setSelectedStudent: selectedStudent.set }}
    >
      {children}
    </ParentContext.Provider>
  );
}

export function useAdvisorContext(): AdvisorContextValue | null {
  return useContext(AdvisorContext);
}

export function useParentContext(): ParentContextValue | null {
  return useContext(ParentContext);
}
