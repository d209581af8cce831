/**
 * The image lightbox (W-MT2): ./Lightbox in its own chunk until the first tap. On desktop it opens within the chat card,
 * as the card's sheets do (layout/desktopSheets.css), so a rating popup opened meanwhile stacks above it; on a phone
 * beside the widget's root.
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Lightbox } from './Lightbox';

let open: { root: Root; host: HTMLElement } | null = null;

function close(): void {
  if (!open) return;
  const { root, host } = open;
  open = null;
  root.unmount();
  host.remove();
}

export function openLightbox(images: string[], index: number): void {
  close();
  const host = document.createElement('div');
  (document.querySelector('.pw-desk__card') ?? document.body).append(host);
  const root = createRoot(host);
  open = { root, host };
  root.render(createElement(Lightbox, { images, index, onClose: close }));
}
