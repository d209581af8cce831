/**
 * antd-mobile 5 renders Toast and Dialog imperatively through react-dom's legacy entry, which React 19
 * no longer has. This hands it React 19's createRoot (https://mobile.ant.design/guide/v5-for-19).
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmount after the current render pass, as the guide does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
