import { Rate, Tag, Tooltip } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, StarFilled } from '@ant-design/icons';
import type { ConversationSummary } from '@parley/protocol';

export type Rating = NonNullable<ConversationSummary['rating']>;

/** Solved is asked separately from stars; either may be missing (a robot rating has no star, model 2 neither). */
const solvedText = (r: Rating) => (r.solved === null ? null : r.solved === 1 ? 'Solved' : 'Not solved');

/** Compact: the conversation header and History rows. The tooltip carries tags and comment. */
export function RatingChip({ rating }: { rating: Rating }) {
  const solved = solvedText(rating);
  const detail = [rating.tags.join(', '), rating.comment && `“${rating.comment}”`].filter(Boolean).join(' · ');
  return (
    <Tooltip title={detail || undefined}>
      <span className="rating-chip" aria-label={`Rated ${rating.star ?? 'without stars'}${solved ? `, ${solved.toLowerCase()}` : ''}`}>
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
        {rating.star === null && !solved && <span>Rated</span>}
      </span>
    </Tooltip>
  );
}

/** Everything the visitor said: stars, solved, tags, comment (the visitor panel). */
export function RatingDetails({ rating }: { rating: Rating }) {
  const solved = solvedText(rating);
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
        <span className="field-empty">No comment</span>
      )}
    </div>
  );
}
