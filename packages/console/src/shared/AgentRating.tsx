import { Tooltip } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** An agent's average star rating and how many it is over; "No ratings" until the first. */
export function AgentRating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('conversation');
  if (average === null || count === 0) return <span className="agent-rating none">{t('agentRating.none')}</span>;
  return (
    <Tooltip title={t('agentRating.average', { count })}>
      <span className="agent-rating" aria-label={t('agentRating.label', { average: average.toFixed(1), count })}>
        <StarFilled /> {average.toFixed(1)} <span className="agent-rating-count">({count})</span>
      </span>
    </Tooltip>
  );
}
