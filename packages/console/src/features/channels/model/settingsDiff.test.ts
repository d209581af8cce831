import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { channelSettingsSchema } from '@parley/protocol';
import { changedKeys, sameValue, settingsPatch } from './settingsDiff';

const base = channelSettingsSchema.parse({
  titleDesc: 'Shop',
  chatMenuConfigPlan: { menus: [{ menuType: 0, menuName: 'Track', msgText: 'Where?' }] },
});

beforeAll(useEnglishTexts);
describe('settings diff', () => {
  it('finds nothing changed in an untouched copy', () => {
    expect(changedKeys(base, structuredClone(base))).toEqual([]);
  });
  it('names each changed top-level key once, however deep the change', () => {
    const draft = structuredClone(base);
    draft.titleDesc = 'New shop';
    draft.chatMenuConfigPlan.menus[0]!.menuName = 'Track it';
    draft.evaluateConfig.starList[2]!.levelTag = 'x';
    expect(changedKeys(base, draft).sort()).toEqual(['chatMenuConfigPlan', 'evaluateConfig', 'titleDesc']);
  });
  it('treats a key holding undefined as absent, and array order as meaningful', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
  });
  it('sends only changed keys, with the cleaned-up value', () => {
    const draft = structuredClone(base);
    draft.chatMenuConfigPlan.menus.push({ menuType: 6, menuName: 'Help', labelLink: 'https://x.example', msgText: '' });
    const prepared = structuredClone(draft);
    prepared.chatMenuConfigPlan.menus[1] = { menuType: 6, menuName: 'Help', labelLink: 'https://x.example' };
    expect(settingsPatch(base, draft, prepared)).toEqual({ chatMenuConfigPlan: prepared.chatMenuConfigPlan });
  });
});
