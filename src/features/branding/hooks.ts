import { useEffect } from 'react';
import { DEFAULT_BRANDING, useGetBrandingQuery, type Branding } from './api';

export function useBranding(): Branding {
  return useGetBrandingQuery().data ?? DEFAULT_BRANDING;
}

/** Points the page's favicon link at the branding's faviconUrl (browser only). */
export function useBrandingFavicon(): void {
  const { faviconUrl } = useBranding();
  useEffect(() => {
    if (!faviconUrl) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = faviconUrl;
  }, [faviconUrl]);
}
