import { useOutletContext } from 'react-router';
import type { AgentProfile } from '@parley/protocol';

/** The signed-in agent, as the shell hands it to every page it renders. */
export const useMe = (): AgentProfile => useOutletContext<AgentProfile>();
