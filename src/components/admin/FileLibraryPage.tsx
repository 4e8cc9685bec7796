import type { AppError } from '@/lib/data';
import { useCopyText } from '@/lib/entity/clipboard-api';
import { roleAllows, type EntityDef, type EntityGrid as GridDef, type StaffRole } from '@/lib/entity/entity';
import type { EntityApi, EntityUploads, FileEntityApi } from '@/lib/entity';
import { AdminPage } from './AdminPage';
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
 * delete (refused while a file is used).
 */
export function FileLibraryPage<T extends { id: string }>(props: FileLibraryPageProps<T>) {
  const { def, api, files, role, uploader } = props;
  const list = api.useList();
  const [record] = files?.useRecord() ?? [];
  const [remove] = files?.useRemove() ?? [];
  const [copy] = useCopyText();
  const canWrite = roleAllows(role, def.access.write);
  const canRemove = Boolean(def.removable && remove && roleAllows(role, def.access.remove));
  const uploads: EntityUploads | undefined = def.uploads;

  const onDelete = async (id: string): Promise<AppError | null> => {
    const result = await remove!([id]);
    return 'error' in result ? (result.error as AppError) : null;
  };

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
        onCopy={(url) => void copy({ text: new URL(url, window.location.origin).href, what: 'URL' })}
        onDelete={canRemove ? onDelete : undefined}
        deletedNote={
          uploader?.available
            ? 'Its stored file was deleted too.'
            : 'Storage is unavailable here, so its stored file was left in storage.'
        }
      />
    </AdminPage>
  );
}
