import { randomBytes } from 'node:crypto';
import { FaqShowType, FieldType, MenuType, channelSettingsSchema, type ChannelSettings } from '@parley/protocol';
import { hashPassword } from '../auth/password.js';
import type { AppContext } from '../context.js';
import { DEMO_KB } from '../robot/demoKb.js';
import { docColumns } from '../robot/kbStore.js';

export const DEMO_TENANT_ID = 'demo';
export const DEMO_CHANNEL_ID = 'demo';
export const DEMO_ROBOT_NO = 'demo-robot';
export const DEMO_ADMIN_EMAIL = 'admin@demo.parley.local';
export const DEMO_TICKET_TYPE_ID = 'demo-ticket-type';
export const DEMO_CARD_FORM_ID = 'demo-card-form';

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
      { menuType: MenuType.SEND_TEXT, menuName: 'Returns', msgText: 'How do I return an item?' },
      { menuType: MenuType.OPEN_LINK, menuName: 'Help centre', labelLink: 'https://lumen.example/help' },
    ],
  },
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
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('tenants').values({ id: DEMO_TENANT_ID, name: 'Demo', created_at: now }).execute();
    await trx
      .insertInto('channels')
      .values({
        id: DEMO_CHANNEL_ID,
        tenant_id: DEMO_TENANT_ID,
        name: 'Website',
        robot_no: DEMO_ROBOT_NO,
        settings: JSON.stringify(demoSettings),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('agents')
      .values({
        tenant_id: DEMO_TENANT_ID,
        email: DEMO_ADMIN_EMAIL,
        password_hash: passwordHash,
        nickname: 'Ada',
        avatar: '',
        signature: 'Lumen Home customer care',
        card: JSON.stringify({ adminCardEmail: 'care@lumen.example' }),
        role: 'admin',
        capacity: 5,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('robot_docs')
      .values(
        DEMO_KB.map((d) => ({
          tenant_id: DEMO_TENANT_ID,
          robot_no: DEMO_ROBOT_NO,
          doc_id: d.docId,
          created_at: now,
          ...docColumns(d, now),
        })),
      )
      .execute();
    await trx
      .insertInto('ticket_templates')
      .values(
        DEMO_TEMPLATES.map(({ fields, ...t }) => ({
          ...t,
          tenant_id: DEMO_TENANT_ID,
          fields: JSON.stringify(fields),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  ctx.log.warn(
    { email: DEMO_ADMIN_EMAIL },
    `Demo tenant created. Console login: ${DEMO_ADMIN_EMAIL} / ${ctx.config.demoAdminPassword ? '(DEMO_ADMIN_PASSWORD)' : password} — shown once`,
  );
}
