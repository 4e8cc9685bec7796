import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppError } from '@/lib/data';
import { useCopyText } from '@/lib/entity/clipboard-api';
import { roleAllows, type EntityDef, type EntityGrid as GridDef, type StaffRole } from '@/lib/entity/entity';
import type { EntityApi, EntityUploads, FileEntityApi } from '@/lib/entity';
import { AdminPage } from './AdminPage';
import { EntityDrawer } from './EntityDrawer';
import { EntityGrid } from './EntityGrid';
import type { Uploader } from './FileField';
import { StorageUnavailableForLibrary, UploadPanel } from './UploadPanel';

export interface FileLibraryPageProps<T extends { id: string }> {
  def: EntityDef<T, object> & { grid: GridDef<T> };
  api: EntityApi<T, object>;
  files: FileEntityApi | undefined;
  role: StaffRole;
  uploader: Uploader | undefined;
  title?: string | undefined;
  description?: string | undefined;
}

/**
 * The page of an entity whose records are files (a definition with `grid` and `uploads`): what
 * storage can do here, said plainly; multi-file upload; the live grid with search, copy URL and
 * delete (refused while a file is used); and, for a definition with a form, a file's panel
 * (?edit=<id>: an image's alt text).
 */
export function FileLibraryPage<T extends { id: string }>(props: FileLibraryPageProps<T>) {
  const { def, api, files, role, uploader } = props;
  const list = api.useList();
  const [record] = files?.useRecord() ?? [];
  const [remove] = files?.useRemove() ?? [];
  const [update] = api.useUpdate?.() ?? [];
  const [copy] = useCopyText();
  const [params, setParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const canWrite = roleAllows(role, def.access.write);
  const canRemove = Boolean(def.removable && remove && roleAllows(role, def.access.remove));
  const canEdit = Boolean(canWrite && def.input && def.fields && update);
  const uploads: EntityUploads | undefined = def.uploads;
  const editing = params.get('edit');
  const open = list.data?.find((r) => r.id === editing);

  const edit = (id: string | null) => {
    setError(null);
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('edit', id);
      else next.delete('edit');
      return next;
    });
  };

  const onDelete = async (id: string): Promise<AppError | null> => {
    const result = await remove!([id]);
    return 'error' in result ? (result.error as AppError) : null;
  };

  const url = open ? String(open[def.grid.url] ?? '') : '';
  return (
    <AdminPage title={props.title ?? def.plural} description={props.description}>
      {!uploader?.available && <StorageUnavailableForLibrary plural={def.plural.toLowerCase()} />}
      {uploads && canWrite && record && (
        <UploadPanel
          uploads={uploads}
          uploader={uploader}
          onUploaded={async (file) => !('error' in (await record(file)))}
        />
      )}
      <EntityGrid<T>
        def={def}
        rows={list.data}
        loading={list.isLoading}
        error={list.error as AppError | undefined}
        onRetry={() => void list.refetch()}
        onCopy={(link) => void copy({ text: new URL(link, window.location.origin).href, what: 'URL' })}
        onDelete={canRemove ? onDelete : undefined}
        onEdit={canEdit ? (row) => edit(row.id) : undefined}
        deletedNote={
          uploader?.available
            ? 'Its stored file was deleted too.'
            : 'Storage is unavailable here, so its stored file was left in storage.'
        }
      />
      {canEdit && (
        <EntityDrawer<T, object>
          def={def}
          open={Boolean(editing)}
          mode="edit"
          record={open}
          missing={Boolean(editing && list.data && !open)}
          canWrite
          uploader={uploader}
          error={error}
          onClose={() => edit(null)}
          preview={
            url ? (
              // The image the alt text describes; its own alt would repeat the text being written.
              <Box
                component="img"
                src={url}
                alt=""
                sx={{ width: '100%', maxHeight: 260, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1 }}
              />
            ) : null
          }
          onSubmit={async (values, baseRev) => {
            const result = await update!({ id: editing ?? '', values, baseRev });
            if ('error' in result) {
              setError((result.error as AppError | undefined)?.message ?? 'The change could not be saved.');
              return false;
            }
            edit(null);
            return true;
          }}
        />
      )}
    </AdminPage>
  );
}
