/**
 * antd-mobile 5 renders Toast and Dialog imperatively through react-dom's legacy entry, which React 19 no longer
 * has. vite.config.ts puts this module in place of antd-mobile's own `utils/unstable-render`, so its popups render
 * with React 19's createRoot (https://mobile.ant.design/guide/v5-for-19) from the popups' own chunks: the first
 * screen carries neither a render hook nor rc-util's legacy render (with its regenerator runtime).
 */
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Unmount = () => Promise<void>;
type Render = (node: ReactElement, container: Element | DocumentFragment) => Unmount;

const roots = new WeakMap<Element | DocumentFragment, Root>();

const render: Render = (node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmount after the current render pass, as the guide does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
};

/** antd-mobile's signature; the widget's render is the only one. */
export function unstableSetRender(_render?: Render): Render {
  return render;
}
