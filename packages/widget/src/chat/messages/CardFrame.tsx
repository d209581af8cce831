/** The shared look of goods, order, link and form-link cards (W-MT4, W-MT5): image, text, one action link. */
import type { ReactNode } from 'react';
import { safeUrl } from '@parley/protocol';
import './cards.css';

interface Props {
  img?: string;
  href?: string;
  action?: string;
  /** Wide cards put the image on top (links, articles); product cards keep a square beside the text. */
  layout?: 'side' | 'top';
  children: ReactNode;
}

export function CardFrame({ img, href, action, layout = 'side', children }: Props) {
  const src = safeUrl(img);
  const link = safeUrl(href);
  return (
    <div className={`pw-card pw-card--${layout}`}>
      <div className="pw-card__main">
        {src && <img className="pw-card__img" src={src} alt="" loading="lazy" />}
        <div className="pw-card__text">{children}</div>
      </div>
      {link && action && (
        <a className="pw-card__action" href={link} target="_blank" rel="noopener noreferrer">
          {action}
        </a>
      )}
    </div>
  );
}
