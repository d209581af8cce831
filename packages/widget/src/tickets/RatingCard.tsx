/** W-LM12: a resolved ticket not rated yet asks for 1–5 stars and a comment; a given rating shows instead. */
import { Button, Rate, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { STAR_MAX, type WorkOrder } from '@parley/protocol';

const COMMENT_MAX = 500;

interface Props {
  wo: Pick<WorkOrder, 'canRate' | 'rating'>;
  onRate(star: number, comment: string): Promise<boolean>;
}

export function RatingCard({ wo, onRate }: Props) {
  const { t } = useTranslation();
  const [star, setStar] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  if (wo.rating) {
    return (
      <section className="pw-tk-rate is-done" aria-label={t('tickets.rate.yours')}>
        <h3 className="pw-tk-section__title">{t('tickets.rate.yours')}</h3>
        <Rate readOnly value={wo.rating.star} count={STAR_MAX} aria-label={t('tickets.rate.stars', { count: wo.rating.star })} />
        {wo.rating.comment && <p className="pw-tk-rate__comment">“{wo.rating.comment}”</p>}
      </section>
    );
  }
  if (!wo.canRate) return null;
  const send = async () => {
    setSending(true);
    await onRate(star, comment.trim()).finally(() => setSending(false));
  };
  return (
    <section className="pw-tk-rate" aria-labelledby="pw-tk-rate-title">
      <h3 id="pw-tk-rate-title" className="pw-tk-section__title">
        {t('tickets.rate.title')}
      </h3>
      <p className="pw-tk-muted">{t('tickets.rate.hint')}</p>
      <div role="radiogroup" aria-label={t('tickets.rate.starsLabel')} className="pw-tk-rate__stars">
        {Array.from({ length: STAR_MAX }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={star === n}
            aria-label={t('tickets.rate.stars', { count: n })}
            className={`pw-tk-star${n <= star ? ' is-on' : ''}`}
            onClick={() => setStar(n)}
          >
            ★
          </button>
        ))}
      </div>
      <label htmlFor="pw-tk-rate-comment" className="pw-tk-sr">
        {t('tickets.rate.comment')}
      </label>
      <TextArea
        id="pw-tk-rate-comment"
        className="pw-uf__input"
        placeholder={t('tickets.rate.comment')}
        value={comment}
        onChange={setComment}
        maxLength={COMMENT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <Button color="primary" shape="rounded" block disabled={star === 0} loading={sending} onClick={() => void send()}>
        {t('tickets.rate.submit')}
      </Button>
    </section>
  );
}
