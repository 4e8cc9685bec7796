import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ThunkExtra } from './api';

/** Dispatch typed for thunks with the store's extra argument. Features select with selectors
 *  typed on their own slice (e.g. `(s: { ui: UiState }) => s.ui.menuOpen`), so they never import
 *  the app's RootState. */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
