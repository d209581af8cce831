import { useLayoutEffect } from 'react';
import type { BrandingVars } from './branding';

/**
 * Puts the branding variables on <html>: antd-mobile renders dialogs and toasts in portals outside the
 * app's element, and they must wear the tenant's colours too.
 */
export function useBranding(vars: BrandingVars): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const names = Object.keys(vars) as (keyof BrandingVars)[];
    for (const name of names) root.setProperty(name, vars[name]!);
    return () => {
      for (const name of names) root.removeProperty(name);
    };
  }, [vars]);
}
