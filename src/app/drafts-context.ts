import { createContext } from 'react';

/** Whether the back office keeps page-content drafts in localStorage (the browser app does; tests
 *  and the server renderer do not). The persistence itself loads with the back office. */
export const PersistDraftsContext = createContext(false);
