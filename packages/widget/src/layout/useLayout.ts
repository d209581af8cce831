import { useEffect, useState } from 'react';
import { chooseLayout, type Layout } from './chooseLayout';

/** The layout for this window, following resizes and rotations. */
export function useLayout(): Layout {
  const pick = () => chooseLayout(navigator.userAgent, window.innerWidth);
  const [layout, setLayout] = useState<Layout>(pick);
  useEffect(() => {
    const onResize = () => setLayout(pick());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return layout;
}
