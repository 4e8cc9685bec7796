// The page-content reducer of the back office: its drafts (and their save times, never the API
// cache) are kept in localStorage under the key 'pageContent' once redux-persist starts
// (src/app/persistor.tsx). Only the back office's store uses it (src/app/admin/client.tsx).
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { pageContentReducer, type PageContentState } from '@/features/page-content/pageContentSlice';
import { localPersistStorage } from '@/lib/util/persist-storage';

export const persistedDrafts = persistReducer(
  { key: 'pageContent', version: 1, storage: localPersistStorage, whitelist: ['drafts', 'savedAt', 'bases'] },
  pageContentReducer,
) as unknown as Reducer<PageContentState>;
