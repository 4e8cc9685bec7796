import { api } from '@/lib/data/api';
import { toAppError } from '@/lib/data/backend-types';
import { defineToasts, registerToasts } from '@/lib/util/toasts';

/** Copies text to the clipboard as a mutation, so its toast ("URL copied") and its failure come
 *  from the toast table like every other action. `what` names the text in the toast. */
export const clipboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    copyText: build.mutation<null, { text: string; what: string }>({
      queryFn: async ({ text }) => {
        try {
          await navigator.clipboard.writeText(text);
          return { data: null };
        } catch (e) {
          return { error: toAppError(e) };
        }
      },
    }),
  }),
});

export const clipboardToasts = {
  copyText: defineToasts<{ text: string; what: string }>({
    success: ({ what }) => `${what} copied to the clipboard`,
    error: 'Could not copy to the clipboard',
  }),
};
registerToasts(clipboardToasts);

export const useCopyText = () => clipboardApi.useCopyTextMutation();
