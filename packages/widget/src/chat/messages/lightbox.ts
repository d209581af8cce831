/** The image lightbox (MT2): antd-mobile's ImageViewer.Multi, in its own chunk until the first tap. */
import { ImageViewer } from 'antd-mobile';

export function openLightbox(images: string[], index: number): void {
  ImageViewer.Multi.show({ images, defaultIndex: index });
}
