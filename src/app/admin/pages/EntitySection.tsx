import { EntityPage } from '@/components/admin/EntityPage';
import { ImageLibraryContext } from '@/components/admin/ImageField';
import { useAuth } from '@/features/auth/use-auth';
import type { StaffRole } from '@/lib/entity';
import { staffName } from '@/lib/entity/staff-name';
import { APIS } from '../apis';
import { ENTITIES } from '../entities';
import { mediaImageLibrary } from '../mediaLibrary';
import { useUploader } from '../useUploader';

export type EntityKey = keyof typeof APIS & keyof typeof ENTITIES;

/** A section that is an entity page and nothing more: the definition, its endpoints, the role,
 *  and the section's title and description from the registry. */
export function EntitySection(props: { entity: EntityKey; role: StaffRole; title: string; description: string }) {
  const uploader = useUploader();
  const { user } = useAuth();
  const def = ENTITIES[props.entity] as unknown as Parameters<typeof EntityPage>[0]['def'];
  const api = APIS[props.entity] as unknown as Parameters<typeof EntityPage>[0]['api'];
  return (
    // The media library is staff's (contributors paste an image link instead).
    <ImageLibraryContext.Provider value={props.role === 'contributor' ? null : mediaImageLibrary}>
      <EntityPage
        def={def}
        api={api}
        role={props.role}
        uploader={uploader}
        title={props.title}
        description={props.description}
        userName={user ? staffName(user) : undefined}
        userUid={user?.uid}
      />
    </ImageLibraryContext.Provider>
  );
}
