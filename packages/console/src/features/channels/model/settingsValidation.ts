import { channelSettingsSchema, type ChannelSettings } from '@parley/protocol';
import type { z } from 'zod';
import { largeModelProblems } from './largeModel';
import { cleanMenuItem, menuItemProblems } from './menuEditor';
import { ticketMailProblems } from './ticketMail';
import { cleanFormItem, formProblems } from './userFormEditor';
import { i18next } from '../../../i18n';

/** The Channel page's sections and the settings each edits; a problem is shown on the section that holds its field. */
export const SECTIONS = {
  branding: [
    'titleDesc',
    'language',
    'mainColor',
    'kitBgcolor',
    'kitTxcolor',
    'cusColor',
    'avatar',
    'robotIcon',
    'backgroundImage',
    'navigationBarShowFlag',
    'navigationBarColor',
    'mainWidth',
    'mainHeight',
  ],
  notice: ['noticeMode', 'noticeMsg', 'historyHideFlag'],
  robot: [
    'robotName',
    'robotWelcomeMsg',
    'commentDocMode',
    'robotAnswerTransferUserMode',
    'robotGuideTransferUserMode',
    'robotUnknownTransferUserMode',
    'robotTransferKeywords',
    'robotSynonyms',
    'robotSmallTalk',
    'largeModel',
  ],
  reception: [
    'receiveMode',
    'transferUserMode',
    'groupMode',
    'groupConfig',
    'userQueueMode',
    'userQueueMsg',
    'adminWelcomeMode',
    'adminWelcomeMsg',
    'adminOfflineMode',
    'adminOfflineMsg',
    'adminCloseMode',
    'adminCloseMsg',
    'unWorkingMsg',
  ],
  menus: ['chatMenuConfigPlan'],
  faq: ['faq'],
  form: ['userFormMode', 'userFormConfig', 'userForm', 'phoneRule', 'formTargets'],
  rating: ['evaluateMode', 'evaluateConfig'],
  timeouts: [
    'userTimeoutMode',
    'userTimeoutTime',
    'userTimeoutMsg',
    'adminTimeoutMode',
    'adminTimeoutTime',
    'adminTimeoutMsg',
    'userOverMsg',
  ],
  uploads: ['imageButtonFlag', 'videoButtonFlag', 'fileButtonFlag'],
  embed: ['embedOrigins'],
  leave: [
    'leaveMsgMode',
    'leaveMsgType',
    'leaveMsgTitle',
    'leaveMsgWoType',
    'ticketMail',
    'sideBarStatus',
    'sideBarWidth',
    'sideBarConfig',
  ],
} as const satisfies Record<string, ReadonlyArray<keyof ChannelSettings>>;
export type SectionKey = keyof typeof SECTIONS;

export type FieldPath = Array<string | number>;
export interface FieldProblem {
  path: FieldPath;
  message: string;
  /** null: a field no section edits (the message is shown as a toast). */
  section: SectionKey | null;
}

export function sectionOf(key: string | number | undefined): SectionKey | null {
  for (const [section, keys] of Object.entries(SECTIONS) as Array<[SectionKey, readonly string[]]>)
    if (keys.includes(String(key))) return section;
  return null;
}

const problem = (path: FieldPath, message: string): FieldProblem => ({ path, message, section: sectionOf(path[0]) });

/** Zod's wording made short and plain, for a message under a form field. */
function friendly(issue: z.core.$ZodIssue): string {
  const t = (key: string, vars?: Record<string, unknown>) => i18next.t(`channels:model.settingsValidation.${key}`, vars ?? {});
  if (issue.code === 'too_big') {
    const n = String(issue.maximum);
    return issue.origin === 'string' ? t('atMostChars', { n }) : issue.origin === 'array' ? t('atMostEntries', { n }) : t('atMost', { n });
  }
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? t('atLeastChars', { n: String(issue.minimum) }) : t('atLeast', { n: String(issue.minimum) });
  if (issue.code === 'invalid_type') return issue.expected === 'number' ? t('numberNeeded') : t('expected', { type: issue.expected });
  if (issue.code === 'invalid_format' && issue.format === 'url')
    return i18next.t('channels:model.settingsValidation.aFullAddressLikeHttps');
  return issue.message;
}

/** The draft as it will be saved: menu chips and form items keep only what their type uses. */
export function prepareSettings(draft: ChannelSettings): ChannelSettings {
  return {
    ...draft,
    chatMenuConfigPlan: { ...draft.chatMenuConfigPlan, menus: draft.chatMenuConfigPlan.menus.map(cleanMenuItem) },
    userForm: { ...draft.userForm, formTitle: draft.userForm.formTitle.trim(), formList: draft.userForm.formList.map(cleanFormItem) },
  };
}

/** Everything wrong with the draft, each problem on its field: the protocol schema and the editors' own rules. */
export function validateSettings(draft: ChannelSettings): FieldProblem[] {
  const prepared = prepareSettings(draft);
  const parsed = channelSettingsSchema.safeParse(prepared);
  // The large model's own rules come first, so that on baseUrl theirs is the message kept; the schema's refine
  // (address and model needed when on) is left out, as it puts a missing model on baseUrl.
  const problems = largeModelProblems(prepared.largeModel).map((p) => problem(['largeModel', p.field], p.message));
  const schemaIssues = parsed.success ? [] : parsed.error.issues.filter((i) => !(i.code === 'custom' && i.path[0] === 'largeModel'));
  for (const i of schemaIssues)
    problems.push(
      problem(
        i.path.filter((p): p is string | number => typeof p !== 'symbol'),
        friendly(i),
      ),
    );
  for (const p of ticketMailProblems(prepared.ticketMail)) problems.push(problem(['ticketMail', p.field], p.message));
  draft.chatMenuConfigPlan.menus.forEach((item, i) => {
    for (const p of menuItemProblems(item)) problems.push(problem(['chatMenuConfigPlan', 'menus', i, p.field], p.message));
  });
  // The form is only checked when it is shown: an admin may keep a half-made form switched off.
  if (draft.userFormMode === 1)
    for (const p of formProblems(draft.userForm.formList)) problems.push(problem(['userForm', 'formList', p.index, p.field], p.message));
  // One message per field: the first is the one to fix first.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = p.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The server's 400 on save ("body.userForm.formList.3.name: …", data.field "userForm.formList.3.name") as a problem
 * on that field; null when it names no field.
 */
export function serverProblem(message: string, data: unknown): FieldProblem | null {
  const field =
    data && typeof data === 'object' && 'field' in data && typeof data.field === 'string'
      ? data.field
      : /^body\.([\w.]+):/.exec(message)?.[1];
  if (!field) return null;
  const path = field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const text = message.replace(/^body(\.[\w.]+)?:\s*/, '');
  return problem(path, text || i18next.t('channels:model.settingsValidation.notAccepted'));
}

/** How many problems each section holds (a badge on its tab). */
export function countBySection(problems: readonly FieldProblem[]): Partial<Record<SectionKey, number>> {
  const counts: Partial<Record<SectionKey, number>> = {};
  for (const p of problems) if (p.section) counts[p.section] = (counts[p.section] ?? 0) + 1;
  return counts;
}

/** The queue message should show the position: ## is replaced by it. */
export const queueMsgLacksPosition = (s: Pick<ChannelSettings, 'userQueueMode' | 'userQueueMsg'>) =>
  s.userQueueMode === 1 && s.userQueueMsg.trim() !== '' && !s.userQueueMsg.includes('##');

/**
 * The form field to show a problem on: the problem's own path when a field edits it, else the nearest enclosing one
 * (an entry of a tags input is shown on the input). null when no field encloses it.
 */
export function closestField(path: FieldPath, registered: ReadonlyArray<ReadonlyArray<string | number>>): FieldPath | null {
  const keys = new Set(registered.map((r) => r.join('.')));
  for (let n = path.length; n > 0; n--) if (keys.has(path.slice(0, n).join('.'))) return path.slice(0, n);
  return null;
}
