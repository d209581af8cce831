/**
 * The one place the rating and leave-message requests land (W-MN6), from menus, transfer results and events.
 */
import type { VisitorAction } from '../session/controller';
import type { SessionState } from '../session/types';
import { leaveMsgUrl } from '../services/urls';

export interface ActionDeps {
  state(): SessionState;
  /** The chat page's query, which the leave-message screen keeps for the way back (W-LM2). */
  search(): string;
  navigate(to: string): void;
  /** W-RT1: the rating popup (menu entry or the agent's 1203 invitation). */
  rate(invited: boolean): void;
}

export function performAction(action: VisitorAction, deps: ActionDeps): void {
  switch (action.type) {
    case 'leaveMessage': {
      // W-TR2, W-LM2: the leave-message screen with the ids it needs; on "my messages" when an agent answered (W-LM1).
      const s = deps.state();
      const ids = { channelId: s.channelId, tenantId: s.channel?.tenantId ?? '', userId: s.userId };
      deps.navigate(leaveMsgUrl(deps.search(), ids, s.ticketNews.length ? 'mine' : undefined, action.away));
      return;
    }
    case 'evaluate':
      deps.rate(action.invited);
      return;
  }
}
