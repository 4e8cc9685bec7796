import { createContext, useContext, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';

const PersistorContext = createContext<Persistor | null>(null);
export const PersistorProvider = PersistorContext.Provider;

/** Waits for persisted drafts to rehydrate. Only the back office needs them, so only it waits:
 *  public pages render at once (and render on a server, where there is nothing to rehydrate). */
export function DraftsGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const persistor = useContext(PersistorContext);
  if (!persistor) return <>{children}</>;
  return (
    <PersistGate persistor={persistor} loading={fallback}>
      {children}
    </PersistGate>
  );
}
