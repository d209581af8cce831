import { Tooltip } from 'antd';
import { StarFilled } from '@ant-design/icons';

/** An agent's average star rating and how many it is over; "No ratings" until the first. */
export function AgentRating({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span className="agent-rating none">No ratings</span>;
  return (
    <Tooltip title={`Average of ${count} rating${count === 1 ? '' : 's'}`}>
      <span className="agent-rating" aria-label={`Rated ${average.toFixed(1)} of 5 over ${count}`}>
        <StarFilled /> {average.toFixed(1)} <span className="agent-rating-count">({count})</span>
      </span>
    </Tooltip>
  );
}
