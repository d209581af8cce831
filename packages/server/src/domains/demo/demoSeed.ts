import { randomBytes } from 'node:crypto';
import {
  FaqShowType,
  FieldType,
  MenuType,
  WIDGET_BASE,
  channelSettingsSchema,
  flowEntryDocId,
  type ChannelSettings,
  type WorkingHours,
} from '@parley/protocol';
import { hashPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import { DEMO_KB } from '../robot/demoKb.js';
import { DEMO_RETURN_FLOW } from '../robot/flows/demoFlow.js';
import { DEMO_SENSITIVE_LISTS } from '../sensitive/demoLists.js';
import { createList } from '../sensitive/listStore.js';
import { saveFlow } from '../robot/flows/flowStore.js';
import { importDocs } from '../robot/kbStore.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { createAgent } from '../agents/agentStore.js';
import { createChannel } from '../channels/channelStore.js';
import { insertTemplates } from '../tickets/templateStore.js';
import { createWorkspace } from '../workspaces/workspaceStore.js';

export const DEMO_TENANT_ID = 'demo';
export const DEMO_CHANNEL_ID = 'demo';
export const DEMO_ROBOT_NO = 'demo-robot';
export const DEMO_ADMIN_EMAIL = 'admin@demo.parley.local';
export const DEMO_TICKET_TYPE_ID = 'demo-ticket-type';
/** The demo channel's name as seeded (an admin may rename it, issue 30 item 2). */
export const DEMO_CHANNEL_NAME = 'Website';
export const DEMO_CARD_FORM_ID = 'demo-card-form';

/** 9:00–18:00 every day, Shanghai time, as the notice bar says; off, so the demo answers around the clock. */
const nineToSix = [{ from: '09:00', to: '18:00' }];
export const DEMO_WORKING_HOURS: WorkingHours = {
  enabled: false,
  timeZone: 'Asia/Shanghai',
  week: Array.from({ length: 7 }, () => nineToSix),
  holidays: [],
};

const options = (names: string[]) => JSON.stringify(names.map((name, i) => ({ id: String(i + 1), name })));
const regions = JSON.stringify([
  {
    id: 'eu',
    name: 'Europe',
    children: [
      { id: 'de', name: 'Germany' },
      { id: 'fr', name: 'France' },
      { id: 'uk', name: 'United Kingdom' },
    ],
  },
  {
    id: 'asia',
    name: 'Asia',
    children: [
      {
        id: 'cn',
        name: 'China',
        children: [
          { id: 'sh', name: 'Shanghai' },
          { id: 'bj', name: 'Beijing' },
        ],
      },
      { id: 'jp', name: 'Japan' },
    ],
  },
  { id: 'us', name: 'United States' },
]);

/** The demo's ticket type (what "leave a message" files) and its card form, so a newcomer meets both. */
export const DEMO_TEMPLATES = [
  {
    id: DEMO_TICKET_TYPE_ID,
    kind: 'type',
    name: 'Support request',
    first_response_minutes: 60,
    resolution_minutes: 480,
    fields: [
      { fieldId: 'order', fieldName: 'Order number', fieldType: FieldType.TEXT, fieldValue: '', requiredStatus: 1 },
      {
        fieldId: 'topic',
        fieldName: 'Topic',
        fieldType: FieldType.SELECT,
        fieldValue: options(['Delivery', 'Return or refund', 'Damaged item', 'Invoice', 'Something else']),
        requiredStatus: 0,
      },
      { fieldId: 'bought', fieldName: 'Date of purchase', fieldType: FieldType.DATE, fieldValue: '', requiredStatus: 0 },
      { fieldId: 'region', fieldName: 'Delivery region', fieldType: FieldType.CASCADER, fieldValue: regions, requiredStatus: 0 },
      { fieldId: 'email', fieldName: 'E-mail for replies', fieldType: FieldType.TEXT, fieldValue: '', requiredStatus: 0 },
    ],
  },
  {
    id: DEMO_CARD_FORM_ID,
    kind: 'card',
    name: 'Return request',
    first_response_minutes: 120,
    resolution_minutes: 960,
    fields: [
      { fieldId: 'order', fieldName: 'Order number', fieldType: FieldType.TEXT, fieldValue: '', requiredStatus: 1 },
      { fieldId: 'reason', fieldName: 'What is wrong', fieldType: FieldType.TEXTAREA, fieldValue: '', requiredStatus: 1 },
      { fieldId: 'received', fieldName: 'Delivered on', fieldType: FieldType.DATE, fieldValue: '', requiredStatus: 0 },
      { fieldId: 'pickup', fieldName: 'Pick-up time', fieldType: FieldType.DATETIME, fieldValue: '', requiredStatus: 0 },
      { fieldId: 'qty', fieldName: 'Items to return', fieldType: FieldType.NUMBER, fieldValue: '', requiredStatus: 0 },
      {
        fieldId: 'refund',
        fieldName: 'Refund to',
        fieldType: FieldType.SELECT,
        fieldValue: options(['Original payment', 'Store credit']),
        requiredStatus: 1,
      },
      {
        fieldId: 'condition',
        fieldName: 'Condition',
        fieldType: FieldType.RADIO,
        fieldValue: options(['Unopened', 'Opened', 'Damaged']),
        requiredStatus: 0,
      },
      {
        fieldId: 'included',
        fieldName: 'Included',
        fieldType: FieldType.CHECKBOX,
        fieldValue: options(['Original box', 'Manual', 'Accessories']),
        requiredStatus: 0,
      },
      { fieldId: 'region', fieldName: 'Ship from', fieldType: FieldType.CASCADER, fieldValue: regions, requiredStatus: 0 },
    ],
  },
];

export const demoSettings: ChannelSettings = channelSettingsSchema.parse({
  robotName: 'Lumi',
  robotWelcomeMsg: 'Hi, I am Lumi, the Lumen Home assistant. Ask me about orders, delivery, returns or invoices, or pick a topic below.',
  titleDesc: 'Lumen Home Support',
  mainColor: '#4f46e5',
  kitBgcolor: '#4f46e5',
  kitTxcolor: '#ffffff',
  cusColor: '#4338ca',
  noticeMode: 1,
  noticeMsg: 'Holiday hours: our agents answer 9:00–18:00 every day. Orders placed before 16:00 ship the same day.',
  receiveMode: 0,
  transferUserMode: 1,
  evaluateMode: 1,
  leaveMsgMode: 1,
  leaveMsgType: 2,
  leaveMsgTitle: 'Leave us a message',
  leaveMsgWoType: DEMO_TICKET_TYPE_ID,
  adminWelcomeMode: 1,
  adminWelcomeMsg: 'Hello! Thanks for waiting. How can I help you today?',
  userQueueMode: 1,
  userQueueMsg: 'All our agents are busy. You are number ## in the queue.',
  unWorkingMsg: 'Our agents are offline right now (9:00–18:00). Leave us a message and we will reply by e-mail.',
  chatMenuConfigPlan: {
    menus: [
      { menuType: MenuType.SEND_TEXT, menuName: 'Track my order', msgText: 'Where is my order?' },
      // The return-request flow (issue 20): buttons, a form, then an agent with the answers.
      { menuType: MenuType.SEND_TEXT, menuName: 'Start a return', msgText: 'I want to return an item', docId: flowEntryDocId('returns') },
      { menuType: MenuType.OPEN_LINK, menuName: 'Help centre', labelLink: 'https://lumen.example/help' },
    ],
  },
  // Shown when the chat opens (issue 20 item 3); its buttons ask like FAQ clicks.
  autoTip: JSON.stringify([
    {
      text: 'Welcome back! Need to send something back, or wondering where a parcel is?',
      trigger: 'entry',
      btnList: [
        { menuType: MenuType.SEND_TEXT, menuName: 'Start a return', msgText: 'I want to return an item', docId: flowEntryDocId('returns') },
        { menuType: MenuType.SEND_TEXT, menuName: 'Track my parcel', docId: 'demo-8' },
      ],
    },
  ]),
  faq: {
    showType: FaqShowType.LIST,
    showContent: [
      { questionName: 'How do I return an item?', docId: 'demo-1' },
      { questionName: 'When will my order arrive?', docId: 'demo-2' },
      { questionName: 'How do I change my delivery address?', docId: 'demo-3' },
      { questionName: 'Which payment methods do you accept?', docId: 'demo-4' },
      { questionName: 'How do I get an invoice?', docId: 'demo-5' },
      { questionName: 'How long is the warranty?', docId: 'demo-6' },
    ],
  },
  // The desktop side panel; its pictures are served with the widget (packages/widget/public/demo), so it works offline.
  sideBarStatus: 1,
  sideBarWidth: 320,
  sideBarConfig: {
    quickFlag: 1,
    questionFlag: 1,
    adFlag: 1,
    quickList: [
      { name: 'Order tracking', url: `${WIDGET_BASE}demo/track.svg`, link: 'https://lumen.example/orders' },
      { name: 'Return centre', url: `${WIDGET_BASE}demo/returns.svg`, link: 'https://lumen.example/returns' },
      { name: 'Lamp care guide', url: `${WIDGET_BASE}demo/care.svg`, link: 'https://lumen.example/care' },
      { name: 'Gift cards', url: `${WIDGET_BASE}demo/gift.svg`, link: 'https://lumen.example/gift-cards' },
    ],
    questionList: [
      {
        question: 'Do you ship outside the EU?',
        answer: 'Yes: we ship to the UK, Switzerland, Norway and the US. Delivery takes 5–8 working days and duties are shown at checkout.',
      },
      {
        question: 'Do the lamps come with bulbs?',
        answer: 'Every Lumen lamp comes with a warm-white LED bulb (2700 K). Spare bulbs are in the Accessories section.',
      },
      {
        question: 'Can I collect my order in a store?',
        answer: 'Choose "Click & collect" at checkout: your order waits for you at the store for 7 days, and collection is free.',
      },
      {
        question: 'How do I use a discount code?',
        answer: 'Enter the code in the "Discount code" field on the cart page and press Apply; the new total shows at once.',
      },
    ],
    adList: [
      { url: `${WIDGET_BASE}demo/ad-sale.svg`, link: 'https://lumen.example/sale' },
      { url: `${WIDGET_BASE}demo/ad-delivery.svg`, link: 'https://lumen.example/delivery' },
    ],
  },
});

/**
 * On first start with an empty database: tenant "Demo", channel "demo", an admin account, the robot's
 * knowledge base, and a ticket type and card form.
 * The password comes from DEMO_ADMIN_PASSWORD or is generated and printed once.
 */
export async function seedDemoTenant(ctx: AppContext): Promise<void> {
  const any = await ctx.db.kysely.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const now = ctx.now();
  const password = ctx.config.demoAdminPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    await createWorkspace(tx, { id: DEMO_TENANT_ID, name: 'Demo' }, now);
    await createChannel(ctx, tx, {
      id: DEMO_CHANNEL_ID,
      tenantId: DEMO_TENANT_ID,
      name: DEMO_CHANNEL_NAME,
      robotNo: DEMO_ROBOT_NO,
      settings: demoSettings,
      workingHours: DEMO_WORKING_HOURS,
    });
    const card = { adminCardTel: '+49 30 1234 5678', adminCardEmail: 'care@lumen.example', adminCardWechat: 'LumenHomeCare' };
    const fields = {
      email: DEMO_ADMIN_EMAIL,
      nickname: 'Ada',
      avatar: '',
      signature: 'Lumen Home customer care',
      card: JSON.stringify(card),
    };
    await createAgent(tx, DEMO_TENANT_ID, { ...fields, role: 'admin', capacity: 5 }, passwordHash, now);
    await importDocs(tx.q, DEMO_TENANT_ID, DEMO_ROBOT_NO, DEMO_KB, now);
    await saveFlow(tx.q, DEMO_TENANT_ID, DEMO_ROBOT_NO, DEMO_RETURN_FLOW, now);
    for (const list of DEMO_SENSITIVE_LISTS) await createList(tx.q, DEMO_TENANT_ID, list, now);
    await insertTemplates(tx.q, DEMO_TENANT_ID, DEMO_TEMPLATES, now);
  });
  ctx.log.warn(
    { email: DEMO_ADMIN_EMAIL },
    `Demo tenant created. Console login: ${DEMO_ADMIN_EMAIL} / ${ctx.config.demoAdminPassword ? '(DEMO_ADMIN_PASSWORD)' : password} — shown once`,
  );
}

/** SEED_DEMO=0 on an empty database: the log says how to make the first workspace (issue 30 item 1). */
export async function explainEmptyInstall(ctx: AppContext): Promise<void> {
  const any = await ctx.db.kysely.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (any) return;
  ctx.log.warn(
    'No workspace yet. Create the first one with: npm run parley -- workspace create --name "Your company" --admin-email you@example.com --operator (it prints a one-time link to set the admin\'s password)',
  );
}
