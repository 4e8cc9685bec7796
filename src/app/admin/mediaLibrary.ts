import type { ImageLibrary } from '@/components/admin/ImageField';
import { isImageType } from '@/features/media/schema';
import { APIS } from './apis';

/** "Choose from library" in image fields: the media library's images, live. */
export const mediaImageLibrary: ImageLibrary = {
  useImages: () => {
    const list = APIS.media.useList();
    return {
      images: list.data
        ?.filter((m) => isImageType(m.contentType) && m.url)
        .map((m) => ({
          id: m.id,
          name: m.name,
          url: m.url,
          // Its alt text starts an empty cover alt text (a decorative image brings none).
          ...(m.alt && !m.decorative ? { alt: m.alt } : {}),
          // Only images with resized variants pass their size on (public pages then offer srcset).
          ...(m.variants?.length && m.width && m.height ? { width: m.width, height: m.height } : {}),
        })),
      loading: list.isLoading,
      failed: Boolean(list.error),
    };
  },
};
