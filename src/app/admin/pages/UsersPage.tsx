import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import type { SectionProps } from '../section';
import { AdminPage } from '@/components/admin/AdminPage';
import { EntityTable, type EntityTableProps } from '@/components/admin/EntityTable';
import { useAuth } from '@/features/auth/use-auth';
import { roleLock, useListRolesQuery, useSetRoleMutation, type RoleChoice } from '@/features/users/api';
import type { UserProfile } from '@/features/users/entity';
import type { AppError } from '@/lib/data';
import { APIS } from '../apis';
import { ENTITIES } from '../entities';

const CHOICES: { value: RoleChoice; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'contributor', label: 'Contributor' },
  { value: 'none', label: 'No back-office access' },
];

/** Every account with its role; an admin gives or takes back-office access. */
export default function UsersPage({ section }: SectionProps) {
  const users = APIS.users.useList();
  const roles = useListRolesQuery();
  const [setRole, { isLoading }] = useSetRoleMutation();
  const self = useAuth().user?.uid;
  const map = useMemo(() => roles.data ?? {}, [roles.data]);

  const roleColumn = useMemo<NonNullable<EntityTableProps<UserProfile>['extraColumns']>>(
    () => [
      {
        field: 'role',
        headerName: 'Role',
        minWidth: 220,
        flex: 1,
        valueGetter: (_v, row) => map[row.id] ?? 'none',
        renderCell: ({ row }) => {
          const lock = roleLock(row.id, self, map);
          const select = (
            <TextField
              select
              size="small"
              value={map[row.id] ?? 'none'}
              disabled={Boolean(lock) || isLoading || !roles.data}
              onClick={(e) => e.stopPropagation()}
              onChange={(e) =>
                void setRole({ uid: row.id, role: e.target.value as RoleChoice, name: row.displayName || row.email })
              }
              slotProps={{ htmlInput: { 'aria-label': `Role of ${row.displayName || row.email}` } }}
              sx={{ my: 0.5, minWidth: 190 }}
            >
              {CHOICES.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          );
          return lock ? (
            <Tooltip title={lock}>
              <span>{select}</span>
            </Tooltip>
          ) : (
            select
          );
        },
      },
    ],
    [map, self, isLoading, roles.data, setRole],
  );

  return (
    <AdminPage title={section.label} description={section.description}>
      <EntityTable<UserProfile>
        def={ENTITIES.users}
        rows={users.data}
        loading={users.isLoading || roles.isLoading}
        error={(users.error ?? roles.error) as AppError | undefined}
        onRetry={() => {
          void users.refetch();
          void roles.refetch();
        }}
        extraColumns={roleColumn}
        exportName="users"
      />
    </AdminPage>
  );
}
