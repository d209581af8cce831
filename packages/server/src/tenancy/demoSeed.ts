import { randomBytes } from 'node:crypto';
import { FaqShowType, MenuType, channelSettingsSchema, type ChannelSettings } from '@parley/protocol';
import { hashPassword } from '../auth/password.js';
import type { AppContext } from '../context.js';
import { DEMO_KB } from '../robot/demoKb.js';
import { docColumns } from '../robot/kbStore.js';

export const DEMO_TENANT_ID = 'demo';
export const DEMO_CHANNEL_ID = 'demo';
export const DEMO_ROBOT_NO = 'demo-robot';
export const DEMO_ADMIN_EMAIL = 'admin@demo.parley.local';

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
 * On first start with an empty database: tenant "Demo", channel "demo", an admin account and the
 * robot's knowledge base.
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
      .values(DEMO_KB.map((d) => ({ tenant_id: DEMO_TENANT_ID, robot_no: DEMO_ROBOT_NO, doc_id: d.docId, created_at: now, ...docColumns(d, now) })))
      .execute();
  });
  ctx.log.warn(
    { email: DEMO_ADMIN_EMAIL },
    `Demo tenant created. Console login: ${DEMO_ADMIN_EMAIL} / ${ctx.config.demoAdminPassword ? '(DEMO_ADMIN_PASSWORD)' : password} — shown once`,
  );
}
