import { z } from 'zod';
import { LARGE_MODEL_TIMEOUT_MS } from '../constants.js';
import { DEFAULT_PHONE_RULE, FaqShowType, FieldType, LOCALES, MenuType, PHONE_RULES } from '../enums.js';
import { evaluateConfigSchema } from './evaluation.js';
import { ticketMailSchema } from './ticketDesk.js';

const mode = z.number().int().min(0).max(3);
const text = (max = 2000) => z.string().max(max);

export const menuItemSchema = z.object({
  menuType: z
    .number()
    .int()
    .refine((v) => Object.values(MenuType).includes(v as MenuType), 'unknown menuType'),
  menuName: text(64),
  msgText: text(2000).optional(),
  docId: z.string().max(64).optional(),
  labelLink: text(2000).optional(),
  background: text(32).optional(),
  color: text(32).optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const faqQuestionSchema = z.object({ questionName: text(500), docId: z.string().max(64) });
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export const faqGroupSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: text(100),
  list: z.array(faqQuestionSchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export const faqSchema = z.object({
  showType: z.union([z.literal(FaqShowType.LIST), z.literal(FaqShowType.GROUPS)]),
  showContent: z.union([z.array(faqQuestionSchema), z.array(faqGroupSchema)]),
});
export type Faq = z.infer<typeof faqSchema>;

/** Recursive, so named: the OpenAPI document has it once as a component its users refer to. */
export const fieldOptionSchema: z.ZodType<FieldOption> = z
  .lazy(() =>
    z.object({
      label: z.string(),
      value: z.union([z.string(), z.number()]),
      children: z.array(fieldOptionSchema).optional(),
    }),
  )
  .meta({ id: 'FieldOption' });
export type FieldOption = { label: string; value: string | number; children?: FieldOption[] };

export const userFormItemSchema = z.object({
  name: text(100),
  value: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).optional(),
  require: z.number().int().min(0).max(1).default(0),
  show: z.number().int().min(0).max(1).default(1),
  fieldType: z.number().int().min(FieldType.TEXT).max(FieldType.CASCADER),
  options: z.array(fieldOptionSchema).optional(),
});
export type UserFormItem = z.infer<typeof userFormItemSchema>;

export const userFormSchema = z.object({ formTitle: text(200), formList: z.array(userFormItemSchema) });
export type UserForm = z.infer<typeof userFormSchema>;

export const channelGroupSchema = z.object({ groupId: z.union([z.string(), z.number()]), groupName: text(100) });
export type ChannelGroup = z.infer<typeof channelGroupSchema>;

/**
 * One proactive tip (init data autoTip, a JSON list): its text and buttons (menu items, asked like FAQ clicks), and
 * ours, when it shows: on entry, after the visitor has been idle for idleSeconds, or on a page whose URL matches
 * urlPattern (`*` any characters).
 */
export const autoTipSchema = z.object({
  text: text(2000),
  btnList: z.array(menuItemSchema).optional(),
  trigger: z.enum(['entry', 'idle', 'url']).default('entry'),
  idleSeconds: z.number().int().min(5).max(3600).default(30),
  urlPattern: text(500).default(''),
});
export type AutoTip = z.infer<typeof autoTipSchema>;

export const sideBarConfigSchema = z.object({
  quickFlag: z.number().int().min(0).max(1).default(0),
  questionFlag: z.number().int().min(0).max(1).default(0),
  adFlag: z.number().int().min(0).max(1).default(0),
  quickList: z.array(z.object({ url: text(), name: text(100), link: text() })).default([]),
  questionList: z.array(z.object({ question: text(500), answer: text(10_000) })).default([]),
  adList: z.array(z.object({ url: text(), link: text() })).default([]),
});
export type SideBarConfig = z.infer<typeof sideBarConfigSchema>;

/**
 * Optional large-model answers (off by default): an OpenAI-compatible chat-completions endpoint answers the
 * questions the knowledge base cannot answer with confidence, from the robot's closest documents. The API key
 * is not a setting: the operator's key (LLM_API_KEY) goes only to the operator's endpoint (LLM_BASE_URL); a channel
 * using its own endpoint stores its own key through AdminPath.largeModelKey (sealed, never answered).
 */
export const largeModelSchema = z
  .object({
    enabled: z.boolean().default(false),
    /** The API root, e.g. https://api.openai.com/v1 (the server posts to {baseUrl}/chat/completions). */
    baseUrl: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(300)
          .pipe(z.url().regex(/^https?:\/\//i, 'baseUrl must be http or https')),
      ])
      .default(''),
    model: text(100).trim().default(''),
    /** Past this the visitor gets the knowledge base's own answer instead. */
    timeoutMs: z.number().int().min(500).max(60_000).default(LARGE_MODEL_TIMEOUT_MS),
    /** How many of the closest documents the model reads. */
    documents: z.number().int().min(1).max(8).default(3),
  })
  .refine((m) => !m.enabled || (m.baseUrl !== '' && m.model !== ''), {
    message: 'baseUrl and model are required to enable the large model',
    path: ['baseUrl'],
  });
export type LargeModelSettings = z.infer<typeof largeModelSchema>;

/**
 * The robot's small talk (hello, thanks, "anyone there?", goodbye): on by default; the tenant's own replies by widget
 * locale and kind, each falling back to DEFAULT_SMALL_TALK_REPLIES when missing or blank.
 */
const smallTalkReplies = z.object({
  greeting: text(500).optional(),
  thanks: text(500).optional(),
  presence: text(500).optional(),
  goodbye: text(500).optional(),
});
export const robotSmallTalkSchema = z.object({
  enabled: z.boolean().default(true),
  replies: z.partialRecord(z.enum(LOCALES), smallTalkReplies).default({}),
});
export type RobotSmallTalk = z.infer<typeof robotSmallTalkSchema>;

/**
 * What a tenant configures for a channel: every init-data field of both specs.
 * Stored as JSON; parsing fills the defaults, so an older stored row still answers every field.
 * Fields the spec calls JSON (userFormConfig, groupConfig, autoTip) stay JSON text.
 */
export const channelSettingsSchema = z.object({
  language: z.string().max(8).default(''),
  robotName: text(64).default('Robot'),
  robotWelcomeMsg: text(5000).default(''),
  robotIcon: text().default(''),
  titleDesc: text(200).default(''),
  mainColor: text(32).default('#1f6feb'),
  kitBgcolor: text(32).default('#1f6feb'),
  kitTxcolor: text(32).default('#ffffff'),
  cusColor: text(32).default('#1f6feb'),
  mainWidth: z.number().int().min(0).max(4000).default(380),
  mainHeight: z.number().int().min(0).max(4000).default(640),
  navigationBarShowFlag: z.number().int().min(0).max(1).default(1),
  navigationBarColor: text(32).default(''),
  backgroundImage: text().default(''),
  avatar: text().default(''),
  noticeMode: z.number().int().min(0).max(1).default(0),
  noticeMsg: text(1000).default(''),
  historyHideFlag: z.number().int().min(0).max(1).default(0),
  commentDocMode: z.number().int().min(0).max(1).default(1),
  receiveMode: mode.default(0),
  imageButtonFlag: z.number().int().min(0).max(1).default(1),
  videoButtonFlag: z.number().int().min(0).max(1).default(1),
  fileButtonFlag: z.number().int().min(0).max(1).default(1),
  transferUserMode: z.number().int().min(0).max(1).default(1),
  evaluateMode: z.number().int().min(0).max(1).default(1),
  leaveMsgMode: z.number().int().min(0).max(1).default(1),
  leaveMsgType: z.number().int().min(1).max(2).default(1),
  leaveMsgTitle: text(200).default(''),
  leaveMsgWoType: z.union([z.string(), z.number()]).default(''),
  userFormMode: z.number().int().min(0).max(1).default(0),
  userFormConfig: text(20_000).default('{}'),
  userForm: userFormSchema.default({ formTitle: '', formList: [] }),
  phoneRule: z.enum(PHONE_RULES).default(DEFAULT_PHONE_RULE),
  groupMode: z.number().int().min(0).max(1).default(0),
  groupConfig: text(20_000).default('[]'),
  chatMenuConfigPlan: z.object({ menus: z.array(menuItemSchema).default([]) }).default({ menus: [] }),
  chatMenuConfigObj: z.record(z.string(), z.unknown()).default({}),
  chatMenuConfigList: z.array(menuItemSchema).default([]),
  faq: faqSchema.default({ showType: FaqShowType.LIST, showContent: [] }),
  autoTip: text(20_000).default('[]'),
  adminWelcomeMode: z.number().int().min(0).max(1).default(0),
  adminWelcomeMsg: text(2000).default(''),
  adminOfflineMode: z.number().int().min(0).max(1).default(0),
  adminOfflineMsg: text(2000).default(''),
  userQueueMode: z.number().int().min(0).max(1).default(1),
  userQueueMsg: text(2000).default(''),
  unWorkingMsg: text(2000).default(''),
  userTimeoutMode: z.number().int().min(0).max(1).default(0),
  userTimeoutTime: z.number().int().min(0).max(1440).default(5),
  userTimeoutMsg: text(2000).default(''),
  adminTimeoutMode: z.number().int().min(0).max(1).default(0),
  adminTimeoutTime: z.number().int().min(0).max(1440).default(3),
  adminTimeoutMsg: text(2000).default(''),
  adminCloseMode: z.number().int().min(0).max(1).default(0),
  adminCloseMsg: text(2000).default(''),
  userOverMsg: text(2000).default(''),
  robotAnswerTransferUserMode: z.number().int().min(0).max(1).default(0),
  robotGuideTransferUserMode: z.number().int().min(0).max(2).default(1),
  robotUnknownTransferUserMode: z.number().int().min(0).max(2).default(1),
  /**
   * The channel's own words that ask for a person (a house name for its agents, "concierge"), besides the robot's
   * built-in requests of every widget locale; a question holding one is offered the transfer (S-RB17, when
   * transferUserMode is on). Latin words match as whole words, CJK ones anywhere.
   */
  robotTransferKeywords: z.array(text(40).trim().min(1)).max(50).default([]),
  /**
   * The robot's own synonyms, in groups whose first word is the one the documents use (e.g. ["扫地机",
   * "扫地机器人", "robot vacuum"]): product names, abbreviations, house words. Applied to documents and
   * questions before the built-in vocabulary.
   */
  robotSynonyms: z
    .array(z.array(text(40).trim().min(1)).min(2).max(30))
    .max(500)
    .default([]),
  robotSmallTalk: robotSmallTalkSchema.default(robotSmallTalkSchema.parse({})),
  /**
   * Origins (scheme://host[:port]) an in-chat form (msgType 11) may be posted to through fromRequest, besides this
   * server's own /api/ paths. Empty by default: the server never forwards a visitor's form to a host nobody listed.
   */
  formTargets: z.array(z.url().max(200)).max(20).default([]),
  /**
   * Origins (scheme://host[:port]) whose pages may frame the widget (its Content-Security-Policy frame-ancestors).
   * Empty: any site may embed it.
   */
  embedOrigins: z.array(z.url().max(200)).max(50).default([]),
  largeModel: largeModelSchema.default(largeModelSchema.parse({})),
  ticketMail: ticketMailSchema.default(ticketMailSchema.parse({})),
  /** Rating rules, answered by getEvaluateInfo (not part of the init data the widget reads at start). */
  evaluateConfig: evaluateConfigSchema.default(evaluateConfigSchema.parse({})),
  sideBarStatus: z.number().int().min(0).max(1).default(0),
  sideBarWidth: z.number().int().min(0).max(2000).default(320),
  sideBarConfig: sideBarConfigSchema.default({
    quickFlag: 0,
    questionFlag: 0,
    adFlag: 0,
    quickList: [],
    questionList: [],
    adList: [],
  }),
});
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

/** channelInfo answer: the settings plus the ids the widget needs. */
export const channelInfoSchema = channelSettingsSchema.extend({
  tenantId: z.string(),
  channelId: z.string(),
  robotNo: z.string(),
});
export type ChannelInfo = z.infer<typeof channelInfoSchema>;

/** Settings the server keeps to itself: the robot's matching lists and the large model's endpoint. */
export const SERVER_ONLY_CHANNEL_SETTINGS = [
  'robotSynonyms',
  'robotTransferKeywords',
  'robotSmallTalk',
  'largeModel',
  'ticketMail',
  'embedOrigins',
] as const;
/** channelInfo as a visitor receives it. */
export type VisitorChannelInfo = Omit<ChannelInfo, (typeof SERVER_ONLY_CHANNEL_SETTINGS)[number]>;
