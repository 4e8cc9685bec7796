import { api } from '@/lib/data/api';
import type { StaffRole } from '@/lib/entity';
import { call, streamed } from '@/lib/data/stream';
import { defineToasts, type ToastTable } from '@/lib/util/toasts';
import { COLLECTIONS } from '@/domain/collections';

export type RoleChoice = StaffRole | 'none';
/** uid -> role, for every account that has one (roles/{uid}; admins only may list them). */
export type RoleMap = Record<string, StaffRole>;

const isRole = (v: unknown): v is StaffRole => v === 'admin' || v === 'editor' || v === 'contributor';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query<RoleMap, void>({
      ...streamed<RoleMap, void>(COLLECTIONS.roles, (backend, _arg, next, error) =>
        backend.listenQuery(
          COLLECTIONS.roles,
          {},
          (docs) =>
            next(Object.fromEntries(docs.filter((d) => isRole(d.role)).map((d) => [d.id, d.role as StaffRole]))),
          error,
        ),
      ),
    }),
    /** Gives an account a role, or takes it away ('none' removes roles/{uid}). */
    setRole: build.mutation<null, { uid: string; role: RoleChoice; name: string }>({
      queryFn: ({ uid, role }, { extra }) =>
        call(extra, async (b) => {
          if (role === 'none') await b.remove(`${COLLECTIONS.roles}/${uid}`);
          else await b.set(`${COLLECTIONS.roles}/${uid}`, { role });
          return null;
        }),
    }),
  }),
});

export const { useListRolesQuery, useSetRoleMutation } = usersApi;

/** Why a role cannot be changed here, or null when it can. The rules refuse the same: nobody
 *  changes their own role, so the last admin can never be removed. */
export function roleLock(uid: string, selfUid: string | undefined, roles: RoleMap): string | null {
  if (uid === selfUid) return 'You cannot change your own role.';
  const admins = Object.values(roles).filter((r) => r === 'admin').length;
  if (roles[uid] === 'admin' && admins <= 1) return 'The last admin cannot be demoted.';
  return null;
}

export const userToasts: ToastTable = {
  setRole: defineToasts<{ role: RoleChoice; name: string }>({
    success: ({ role, name }) =>
      role === 'none'
        ? `${name} no longer has a role`
        : `${name} is now ${role === 'admin' ? 'an admin' : role === 'editor' ? 'an editor' : 'a contributor'}`,
    error: 'Failed to update role',
  }),
};
