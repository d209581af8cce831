/**
 * The desktop side panel's rules (W-SP2–W-SP6 in ../session/SPEC.md), pure so they are tested without React:
 * which tabs it offers and which opens first, how the quick-link grid is sized, which entries can be shown, and which
 * lines of the agent's business card appear.
 */
import {
  QUICK_LINK_NORMAL_OVER,
  QUICK_LINK_SMALL_OVER,
  UserStatus,
  isValidEmail,
  safeUrl,
  type AdminCard,
  type SideBarConfig,
} from '@parley/protocol';

export type PanelTab = 'quick' | 'questions' | 'agent';

export interface QuickLink {
  name: string;
  /** The picture; undefined when the configured one is not a usable address (the tile shows the name's initial). */
  image: string | undefined;
  link: string;
}

export interface Ad {
  image: string;
  link: string | undefined;
}

/** W-SP3: entries whose link can be opened (http(s) or a path of this site); a link is what a quick link is for. */
export function quickLinks(config: SideBarConfig): QuickLink[] {
  return config.quickList.flatMap((q) => {
    const link = safeUrl(q.link);
    const name = q.name.trim();
    return link && name ? [{ name, image: safeUrl(q.url), link }] : [];
  });
}

/** W-SP4: questions with both a question and an answer. */
export function commonQuestions(config: SideBarConfig): Array<{ question: string; answer: string }> {
  return config.questionList.filter((q) => q.question.trim() !== '' && q.answer.trim() !== '');
}

/** W-SP6: ads with a usable picture, when adFlag is on; the link is optional (a picture that opens nothing). */
export function panelAds(config: SideBarConfig): Ad[] {
  if (config.adFlag !== 1) return [];
  return config.adList.flatMap((a) => {
    const image = safeUrl(a.url);
    return image ? [{ image, link: safeUrl(a.link) }] : [];
  });
}

/**
 * W-SP2: the tabs in their order. Quick links when quickFlag is on, common questions when questionFlag is on (each only
 * with something in it: an empty tab tells the visitor nothing), the agent card only at user status 2. So the first
 * tab is quick links when quickFlag is on, otherwise common questions.
 */
export function panelTabs(config: SideBarConfig, userStatus: UserStatus, card: AdminCard | null): PanelTab[] {
  const tabs: PanelTab[] = [];
  if (config.quickFlag === 1 && quickLinks(config).length) tabs.push('quick');
  if (config.questionFlag === 1 && commonQuestions(config).length) tabs.push('questions');
  if (agentCardShown(userStatus, card)) tabs.push('agent');
  return tabs;
}

/** W-SP2: the tab the visitor chose while it is still offered (the agent card goes when the agent does), else the first. */
export function shownTab(chosen: PanelTab | null, tabs: readonly PanelTab[]): PanelTab | null {
  return chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
}

export type GridSize = 'small' | 'normal' | 'large';

/** W-SP3: more than 4 links small tiles, more than 2 normal, otherwise large. */
export function quickGridSize(count: number): GridSize {
  if (count > QUICK_LINK_SMALL_OVER) return 'small';
  if (count > QUICK_LINK_NORMAL_OVER) return 'normal';
  return 'large';
}

/** W-SP5: the business card only while talking to an agent (status 2) whose card the server sent. */
export function agentCardShown(userStatus: UserStatus, card: AdminCard | null): card is AdminCard {
  return userStatus === UserStatus.AGENT && card !== null;
}

export type CardField = 'adminCardTel' | 'adminCardMobile' | 'adminCardEmail' | 'adminCardQq' | 'adminCardWechat';

export interface CardLine {
  field: CardField;
  value: string;
  /** tel: or mailto: when the value can be dialled or written to. */
  href?: string;
}

const CARD_FIELDS: readonly CardField[] = ['adminCardTel', 'adminCardMobile', 'adminCardEmail', 'adminCardQq', 'adminCardWechat'];
const DIALLABLE = /^\+?[\d\s().-]{3,30}$/;

/** W-SP5: the card's filled lines in the spec's order (phone, mobile, e-mail, QQ, WeChat); blank ones are left out. */
export function cardLines(card: AdminCard): CardLine[] {
  return CARD_FIELDS.flatMap((field) => {
    const value = card[field].trim();
    if (!value) return [];
    if ((field === 'adminCardTel' || field === 'adminCardMobile') && DIALLABLE.test(value))
      return [{ field, value, href: `tel:${value.replace(/[^\d+]/g, '')}` }];
    if (field === 'adminCardEmail' && isValidEmail(value)) return [{ field, value, href: `mailto:${value}` }];
    return [{ field, value }];
  });
}
