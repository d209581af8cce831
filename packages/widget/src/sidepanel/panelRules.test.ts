import { describe, expect, it } from 'vitest';
import { CAROUSEL_HEIGHT_PX, UserStatus, sideBarConfigSchema, type SideBarConfig } from '@parley/protocol';
import { adminCard } from '../../test/fixtures';
import en from '../i18n/sidepanel/en.json';
import zh from '../i18n/sidepanel/zh.json';
import { agentCardShown, cardLines, commonQuestions, panelAds, panelTabs, quickGridSize, quickLinks, shownTab } from './panelRules';

const link = (n: number) => ({ name: `Link ${n}`, url: `/img/${n}.svg`, link: `https://shop.example/${n}` });
const config = (over: Partial<SideBarConfig> = {}): SideBarConfig =>
  sideBarConfigSchema.parse({
    quickFlag: 1,
    questionFlag: 1,
    adFlag: 1,
    quickList: [link(1), link(2)],
    questionList: [{ question: 'Opening hours?', answer: '9 to 6.' }],
    adList: [{ url: '/ads/1.svg', link: 'https://shop.example/sale' }],
    ...over,
  });

describe('side panel rules', () => {
  it('W-SP2 quick links come first when quickFlag is on, otherwise common questions', () => {
    expect(panelTabs(config(), UserStatus.ROBOT, null)).toEqual(['quick', 'questions']);
    expect(panelTabs(config({ quickFlag: 0 }), UserStatus.ROBOT, null)).toEqual(['questions']);
    expect(panelTabs(config({ questionFlag: 0 }), UserStatus.ROBOT, null)).toEqual(['quick']);
    expect(shownTab(null, panelTabs(config(), UserStatus.ROBOT, null))).toBe('quick');
    expect(shownTab(null, panelTabs(config({ quickFlag: 0 }), UserStatus.ROBOT, null))).toBe('questions');
  });

  it('W-SP2 a tab whose list holds nothing usable is not offered', () => {
    expect(panelTabs(config({ quickList: [] }), UserStatus.ROBOT, null)).toEqual(['questions']);
    expect(panelTabs(config({ questionList: [{ question: 'Only a question', answer: ' ' }] }), UserStatus.ROBOT, null)).toEqual(['quick']);
    expect(panelTabs(config({ quickList: [], questionList: [] }), UserStatus.ROBOT, null)).toEqual([]);
  });

  it('W-SP2 W-SP5 the agent card tab is offered only at user status 2, with a card', () => {
    expect(panelTabs(config(), UserStatus.AGENT, adminCard())).toEqual(['quick', 'questions', 'agent']);
    for (const status of [UserStatus.OFFLINE, UserStatus.ROBOT, UserStatus.QUEUED])
      expect(panelTabs(config(), status, adminCard())).not.toContain('agent');
    expect(panelTabs(config(), UserStatus.AGENT, null)).not.toContain('agent');
    expect(agentCardShown(UserStatus.AGENT, adminCard())).toBe(true);
    expect(agentCardShown(UserStatus.QUEUED, adminCard())).toBe(false);
  });

  it('W-SP2 the chosen tab stays while offered; when the agent leaves, the first tab shows again', () => {
    const withAgent = panelTabs(config(), UserStatus.AGENT, adminCard());
    expect(shownTab('agent', withAgent)).toBe('agent');
    expect(shownTab('questions', withAgent)).toBe('questions');
    expect(shownTab('agent', panelTabs(config(), UserStatus.OFFLINE, null))).toBe('quick');
    expect(shownTab('agent', [])).toBeNull();
  });

  it('W-SP3 the grid is small above 4 links, normal above 2, otherwise large', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(quickGridSize)).toEqual(['large', 'large', 'large', 'normal', 'normal', 'small', 'small']);
  });

  it('W-SP3 a quick link needs a name and a link that can be opened; a bad picture leaves the initial', () => {
    const links = quickLinks(
      config({
        quickList: [
          link(1),
          { name: 'Script', url: '/x.svg', link: 'javascript:alert(1)' },
          { name: ' ', url: '/x.svg', link: 'https://shop.example' },
          { name: 'Help', url: 'data:image/svg+xml,<svg/>', link: '/chat_online/question?docId=1' },
        ],
      }),
    );
    expect(links).toEqual([
      { name: 'Link 1', image: '/img/1.svg', link: 'https://shop.example/1' },
      { name: 'Help', image: undefined, link: '/chat_online/question?docId=1' },
    ]);
  });

  it('W-SP4 common questions need a question and an answer', () => {
    const list = [
      { question: 'A?', answer: 'Yes.' },
      { question: '', answer: 'Orphan' },
    ];
    expect(commonQuestions(config({ questionList: list }))).toEqual([{ question: 'A?', answer: 'Yes.' }]);
  });

  it('W-SP5 the card shows the filled lines in the spec order, with tel: and mailto: where they work', () => {
    const card = adminCard({
      adminCardTel: '+49 30 1234-5678',
      adminCardMobile: '13800138000',
      adminCardEmail: 'care@lumen.example',
      adminCardQq: ' ',
      adminCardWechat: 'lumen_care',
    });
    expect(cardLines(card)).toEqual([
      { field: 'adminCardTel', value: '+49 30 1234-5678', href: 'tel:+493012345678' },
      { field: 'adminCardMobile', value: '13800138000', href: 'tel:13800138000' },
      { field: 'adminCardEmail', value: 'care@lumen.example', href: 'mailto:care@lumen.example' },
      { field: 'adminCardWechat', value: 'lumen_care' },
    ]);
    expect(cardLines(adminCard({ adminCardTel: 'ask at the desk', adminCardEmail: 'not an address' }))).toEqual([
      { field: 'adminCardTel', value: 'ask at the desk' },
      { field: 'adminCardEmail', value: 'not an address' },
    ]);
  });

  it(`W-SP6 ads show only with adFlag, each with a usable picture (carousel ${CAROUSEL_HEIGHT_PX} px)`, () => {
    expect(panelAds(config({ adFlag: 0 }))).toEqual([]);
    const ads = panelAds(
      config({
        adList: [
          { url: '/ads/1.svg', link: 'https://shop.example/sale' },
          { url: 'javascript:x', link: 'https://shop.example' },
          { url: '/ads/2.svg', link: '' },
        ],
      }),
    );
    expect(ads).toEqual([
      { image: '/ads/1.svg', link: 'https://shop.example/sale' },
      { image: '/ads/2.svg', link: undefined },
    ]);
  });

  it('the panel texts have the same keys in zh and en and none empty', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const table of [en, zh]) expect(JSON.stringify(table)).not.toMatch(/:""/);
  });
});
