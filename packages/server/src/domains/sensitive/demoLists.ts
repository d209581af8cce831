import type { z } from 'zod';
import type { sensitiveListBody } from '@parley/protocol';

/**
 * The demo tenant's sensitive-word lists, so a newcomer meets the feature: insults masked on both sides, and agents
 * kept from taking customers to outside messengers (an agent's message naming one is blocked, never delivered).
 */
export const DEMO_SENSITIVE_LISTS: Array<z.output<typeof sensitiveListBody>> = [
  {
    name: 'Insults',
    words: ['idiot', 'moron', 'stupid', 'dumbass', '傻逼', '白痴', '笨蛋', '混蛋'],
    match: 'fuzzy',
    action: 'mask',
    appliesTo: 'both',
    enabled: true,
  },
  {
    name: 'Outside messengers (agents)',
    words: ['WhatsApp', 'Telegram', 'WeChat', '微信', 'QQ号', 'Signal me'],
    match: 'exact',
    action: 'block',
    appliesTo: 'agent',
    enabled: true,
  },
];
