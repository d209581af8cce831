import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { channelSettingsSchema, type ChannelSettings } from '@parley/protocol';
import {
  SECTIONS,
  closestField,
  countBySection,
  prepareSettings,
  queueMsgLacksPosition,
  sectionOf,
  serverProblem,
  validateSettings,
} from './settingsValidation';

const settings = (over: Partial<ChannelSettings> = {}) => ({ ...channelSettingsSchema.parse({}), ...over });

beforeAll(useEnglishTexts);
describe('settings validation', () => {
  it('accepts the defaults', () => {
    expect(validateSettings(settings())).toEqual([]);
  });
  it('puts every settings field an admin edits in exactly one section', () => {
    const all = Object.values(SECTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
    const keys = Object.keys(channelSettingsSchema.shape);
    for (const k of all) expect(keys).toContain(k);
  });
  it('maps schema problems to their field and section, in plain words', () => {
    const problems = validateSettings(settings({ titleDesc: 'x'.repeat(201), userTimeoutTime: 5000, formTargets: ['nope'] }));
    expect(problems).toEqual([
      { path: ['titleDesc'], message: 'At most 200 characters', section: 'branding' },
      { path: ['userTimeoutTime'], message: 'At most 1440', section: 'timeouts' },
      { path: ['formTargets', 0], message: 'A full address, like https://shop.example', section: 'form' },
    ]);
  });
  it('adds the menu and form editors’ own rules on the right item', () => {
    const s = settings({
      chatMenuConfigPlan: {
        menus: [
          { menuType: 0, menuName: 'Ok' },
          { menuType: 6, menuName: '', labelLink: 'ftp://x' },
        ],
      },
    });
    expect(validateSettings(s).map((p) => p.path.join('.'))).toEqual([
      'chatMenuConfigPlan.menus.1.menuName',
      'chatMenuConfigPlan.menus.1.labelLink',
    ]);
    const form = { formTitle: '', formList: [{ name: '', fieldType: 1, require: 1, show: 1 }] };
    expect(validateSettings(settings({ userForm: form }))).toEqual([]);
    expect(validateSettings(settings({ userForm: form, userFormMode: 1 }))[0]).toMatchObject({
      path: ['userForm', 'formList', 0, 'name'],
      section: 'form',
    });
  });
  it('puts a large model turned on without its model on the Model field, not on the address', () => {
    const on = (baseUrl: string, model: string) =>
      validateSettings(settings({ largeModel: { enabled: true, baseUrl, model, timeoutMs: 8000, documents: 3 } }));
    expect(on('https://api.example/v1', '')).toEqual([
      { path: ['largeModel', 'model'], message: 'The model’s name is needed to turn this on', section: 'robot' },
    ]);
    expect(on('', 'gpt-4o-mini')).toEqual([
      { path: ['largeModel', 'baseUrl'], message: 'The model’s address is needed to turn this on', section: 'robot' },
    ]);
    expect(on('ftp://api.example', 'gpt-4o-mini')).toEqual([
      { path: ['largeModel', 'baseUrl'], message: 'An http:// or https:// address', section: 'robot' },
    ]);
    expect(on('https://api.example/v1', 'gpt-4o-mini')).toEqual([]);
  });
  it('puts ticket e-mail switched on without a server on the Leave message section', () => {
    const mail = { ...channelSettingsSchema.parse({}).ticketMail, enabled: true, from: 'care@shop.example' };
    expect(validateSettings(settings({ ticketMail: mail }))).toEqual([
      { path: ['ticketMail', 'host'], message: 'The SMTP server is needed to send e-mail', section: 'leave' },
    ]);
    expect(validateSettings(settings({ ticketMail: { ...mail, publicUrl: 'chat.shop', host: 'smtp.shop.example' } }))).toEqual([
      { path: ['ticketMail', 'publicUrl'], message: 'A full address, like https://shop.example', section: 'leave' },
    ]);
  });
  it('cleans menus and form items for saving', () => {
    const s = prepareSettings(settings({ chatMenuConfigPlan: { menus: [{ menuType: 1, menuName: ' Agent ', msgText: 'stale' }] } }));
    expect(s.chatMenuConfigPlan.menus).toEqual([{ menuType: 1, menuName: 'Agent' }]);
  });
  it('reads the server’s 400 into a field problem', () => {
    expect(serverProblem('body.userForm.formList.3.name: Too big', { field: 'userForm.formList.3.name' })).toEqual({
      path: ['userForm', 'formList', 3, 'name'],
      message: 'Too big',
      section: 'form',
    });
    expect(serverProblem('body.mainColor: Invalid input', null)).toEqual({
      path: ['mainColor'],
      message: 'Invalid input',
      section: 'branding',
    });
    expect(serverProblem('Administrators only', null)).toBeNull();
    expect(sectionOf('autoTip')).toBeNull();
  });
  it('counts problems per section and spots a queue message without ##', () => {
    expect(
      countBySection([
        { path: ['a'], message: '', section: 'menus' },
        { path: ['b'], message: '', section: 'menus' },
        { path: ['c'], message: '', section: null },
      ]),
    ).toEqual({ menus: 2 });
    expect(queueMsgLacksPosition({ userQueueMode: 1, userQueueMsg: 'Please wait' })).toBe(true);
    expect(queueMsgLacksPosition({ userQueueMode: 1, userQueueMsg: 'You are number ##' })).toBe(false);
    expect(queueMsgLacksPosition({ userQueueMode: 0, userQueueMsg: 'Please wait' })).toBe(false);
  });
  it('shows a problem on its field or the nearest enclosing one', () => {
    const registered = [['formTargets'], ['chatMenuConfigPlan', 'menus', 0, 'menuName']];
    expect(closestField(['formTargets', 2], registered)).toEqual(['formTargets']);
    expect(closestField(['chatMenuConfigPlan', 'menus', 0, 'menuName'], registered)).toEqual([
      'chatMenuConfigPlan',
      'menus',
      0,
      'menuName',
    ]);
    expect(closestField(['autoTip'], registered)).toBeNull();
  });
});
