import { useEffect } from 'react';
import { useGetBrandingQuery } from './api';
import { brandingStatusOf, DEFAULT_BRANDING, type Branding, type BrandingStatus } from './queries';

export function useBranding(): Branding {
  return useGetBrandingQuery().data ?? DEFAULT_BRANDING;
}

/** 'loading' until the first branding snapshot, then 'ready' (or 'error', which also ends loading). */
export function useBrandingStatus(): BrandingStatus {
  return brandingStatusOf(useGetBrandingQuery());
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
