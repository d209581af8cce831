/**
 * The image lightbox (W-MT2): the conversation's images one at a time, with a close button, Escape, a click or tap on
 * the picture or the backdrop, a finger swiping down (phones) to close, and arrows, arrow keys or sideways swipes to
 * turn. It sits below the widget's popups (rating, dialogs), so a popup opened meanwhile shows above it.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isRtl } from '../../i18n';
import { ChevronIcon, CloseIcon } from '../../ui/icons';
import { SWIPE_PX, gestureOf, stepTo } from './lightboxGesture';
import './lightbox.css';

interface Props {
  images: string[];
  index: number;
  onClose(): void;
}

export function Lightbox({ images, index: first, onClose }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(first);
  const [drag, setDrag] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; touch: boolean } | null>(null);
  const tapped = useRef(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // W-SH8: right to left, the next picture is on the left.
      const ahead: -1 | 1 = isRtl() ? -1 : 1;
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') setIndex((i) => stepTo(i, ahead, count));
      else if (e.key === 'ArrowLeft') setIndex((i) => stepTo(i, ahead === 1 ? -1 : 1, count));
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [count, onClose]);

  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, y: e.clientY, touch: e.pointerType !== 'mouse' };
  };
  const onPointerMove = (e: PointerEvent) => {
    const s = start.current;
    if (s?.touch) setDrag({ x: e.clientX - s.x, y: Math.max(0, e.clientY - s.y) });
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    setDrag({ x: 0, y: 0 });
    if (!s) return;
    const gesture = gestureOf((e.clientX - s.x) * (isRtl() ? -1 : 1), e.clientY - s.y, s.touch);
    // A tap closes on its click (below), so the click cannot land on the chat underneath; a swipe closes here.
    tapped.current = gesture === 'close' && Math.abs(e.clientY - s.y) < SWIPE_PX;
    if (gesture === 'close' && !tapped.current) onClose();
    else if (gesture === 'next') setIndex((i) => stepTo(i, 1, count));
    else if (gesture === 'prev') setIndex((i) => stepTo(i, -1, count));
  };

  const fade = drag.y > 0 ? Math.max(0.35, 1 - drag.y / 400) : 1;
  return (
    <div
      className="pw-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('media.viewer')}
      style={{ backgroundColor: `rgb(0 0 0 / ${Math.round(fade * 88)}%)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onClick={(e) => {
        if (tapped.current && !(e.target as HTMLElement).closest('button')) onClose();
        tapped.current = false;
      }}
      onPointerCancel={() => {
        start.current = null;
        setDrag({ x: 0, y: 0 });
      }}
    >
      <img
        className="pw-lightbox__img"
        src={images[index]}
        alt={count > 1 ? t('media.imageOf', { n: index + 1, count }) : t('media.image')}
        draggable={false}
        style={drag.x || drag.y ? { transform: `translate(${drag.x}px, ${drag.y}px)`, transition: 'none' } : undefined}
      />
      <button
        ref={closeButton}
        type="button"
        className="pw-lightbox__btn pw-lightbox__close"
        aria-label={t('media.closeImage')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      {count > 1 && (
        <>
          <span className="pw-lightbox__count" aria-hidden>
            {index + 1} / {count}
          </span>
          <button
            type="button"
            className="pw-lightbox__btn pw-lightbox__nav pw-lightbox__nav--prev"
            aria-label={t('media.prevImage')}
            disabled={index === 0}
            onClick={() => setIndex((i) => stepTo(i, -1, count))}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="pw-lightbox__btn pw-lightbox__nav pw-lightbox__nav--next"
            aria-label={t('media.nextImage')}
            disabled={index === count - 1}
            onClick={() => setIndex((i) => stepTo(i, 1, count))}
          >
            <ChevronIcon />
          </button>
        </>
      )}
    </div>
  );
}
