/**
 * W-RT11: the inline "how was your chat?" card at the end of an ended conversation (Intercom's habit): a tapped star
 * opens the rating popup with that star chosen. Its own chunk: it shows only after an end.
 */
import { useTranslation } from '../i18n/useTranslation';
import { STAR_MAX } from '@parley/protocol';
import type { RateOffer as Offer } from '../session/types';
import { useChat } from './chatContext';
import './rateOffer.css';

const STARS = Array.from({ length: STAR_MAX }, (_, i) => i + 1);

const Star = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden>
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
  </svg>
);

export default function RateOffer({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { session } = useChat();
  const title =
    offer.target === 'robot'
      ? t('rating.offerRobot')
      : offer.adminNick
        ? t('rating.offerAgent', { name: offer.adminNick })
        : t('rating.offerService');
  const given = offer.rated?.star ?? 0;
  return (
    <section className="pw-rate-offer" aria-label={t('rating.offerLabel')}>
      <p className="pw-rate-offer__title">{offer.rated ? t('rating.thanks') : title}</p>
      {offer.stars ? (
        <div
          className="pw-rate-offer__stars"
          {...(offer.rated && given > 0 ? { role: 'img', 'aria-label': t('rating.starsOf', { n: given }) } : {})}
        >
          {STARS.map((star) =>
            offer.rated ? (
              <span key={star} className={`pw-rate-offer__star${star <= given ? ' is-on' : ''}`} aria-hidden>
                <Star />
              </span>
            ) : (
              <button
                key={star}
                type="button"
                className="pw-rate-offer__star"
                aria-label={t('rating.starsOf', { n: star })}
                onClick={() => void session.rate(false, star)}
              >
                <Star />
              </button>
            ),
          )}
        </div>
      ) : (
        !offer.rated && (
          <button type="button" className="pw-chip" onClick={() => void session.rate(false)}>
            {t('rating.offerRate')}
          </button>
        )
      )}
    </section>
  );
}
