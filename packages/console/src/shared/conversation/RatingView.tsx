import { Rate, Tag, Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, StarFilled } from '@ant-design/icons';
import type { ConversationSummary } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

export type Rating = NonNullable<ConversationSummary['rating']>;

/** Solved is asked separately from stars; either may be missing (a robot rating has no star, model 2 neither). */
const solvedText = (r: Rating, t: TFunction) => (r.solved === null ? null : r.solved === 1 ? t('rating.solved') : t('rating.notSolved'));

/** Compact: the conversation header and History rows. The tooltip carries tags and comment. */
export function RatingChip({ rating }: { rating: Rating }) {
  const { t } = useTranslation('conversation');
  const solved = solvedText(rating, t);
  const detail = [rating.tags.join(', '), rating.comment && `“${rating.comment}”`].filter(Boolean).join(' · ');
  return (
    <Tooltip title={detail || undefined}>
      <span
        className="rating-chip"
        aria-label={t(solved ? 'rating.ratedSolved' : 'rating.rated', {
          star: rating.star ?? t('rating.noStars'),
          solved: solved?.toLowerCase(),
        })}
      >
        {rating.star !== null && (
          <span className="rating-stars">
            <StarFilled /> {rating.star}
          </span>
        )}
        {solved && (
          <span className={rating.solved === 1 ? 'rating-solved' : 'rating-unsolved'}>
            {rating.solved === 1 ? <CheckCircleFilled /> : <CloseCircleFilled />} {solved}
          </span>
        )}
        {rating.star === null && !solved && <span>{t('rating.ratedShort')}</span>}
      </span>
    </Tooltip>
  );
}

/** Everything the visitor said: stars, solved, tags, comment (the visitor panel). */
export function RatingDetails({ rating }: { rating: Rating }) {
  const { t } = useTranslation('conversation');
  const solved = solvedText(rating, t);
  return (
    <div className="rating-details">
      {rating.star !== null && <Rate disabled value={rating.star} className="rating-rate" />}
      {solved && (
        <Tag color={rating.solved === 1 ? 'green' : 'red'} className="rating-solved-tag">
          {solved}
        </Tag>
      )}
      {rating.tags.length > 0 && (
        <div className="rating-tags">
          {rating.tags.map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        </div>
      )}
      {rating.comment ? (
        <blockquote className="rating-comment">{rating.comment}</blockquote>
      ) : (
        <span className="field-empty">{t('rating.noComment')}</span>
      )}
    </div>
  );
}
