/**
 * The one place the rating and leave-message requests land (MN6), from menus, transfer results and events.
 * A feature that is not built yet (FEATURES) changes nothing here, and its menu entries are not shown.
 */
import { FEATURES } from '../features';
import type { VisitorAction } from '../session/controller';
import type { SessionState } from '../session/types';
import { leaveMsgUrl } from '../services/urls';

export interface ActionDeps {
  state(): SessionState;
  navigate(to: string): void;
  /** RT1: the rating popup (menu entry or the agent's 1203 invitation). */
  rate(invited: boolean): void;
}

export function performAction(action: VisitorAction, deps: ActionDeps): void {
  switch (action.type) {
    case 'leaveMessage': {
      // TR2: the leave-message screen, with the ids it needs, once it exists.
      if (!FEATURES.leaveMessage) return;
      const s = deps.state();
      deps.navigate(leaveMsgUrl(s.channelId, s.channel?.tenantId ?? '', s.userId));
      return;
    }
    case 'evaluate':
      if (FEATURES.evaluate) deps.rate(action.invited);
      return;
  }
}
