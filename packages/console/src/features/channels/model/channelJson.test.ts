import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { FaqShowType, type Faq } from '@parley/protocol';
import { convertFaq, formModalOf, groupConfigOf, groupIdsOf, nextGroupId, withFormModal } from './channelJson';

beforeAll(useEnglishTexts);
describe('JSON-text settings', () => {
  it('reads and writes formModal, keeping other keys and forgiving bad JSON', () => {
    expect(formModalOf('{"formModal": true}')).toBe(true);
    expect(formModalOf('{"formModal": "1"}')).toBe(true);
    expect(formModalOf('not json')).toBe(false);
    expect(JSON.parse(withFormModal('{"other":1}', true))).toEqual({ other: 1, formModal: true });
    expect(JSON.parse(withFormModal('[1]', false))).toEqual({ formModal: false });
  });
  it('reads group ids from groupConfig and writes them with names', () => {
    expect(groupIdsOf('[{"groupId":3},{"groupId":"7"},{"nope":1},5]')).toEqual(['3', '7']);
    expect(groupIdsOf('{}')).toEqual([]);
    expect(JSON.parse(groupConfigOf(['3'], [{ groupId: '3', groupName: 'Sales' }]))).toEqual([{ groupId: '3', groupName: 'Sales' }]);
  });
  it('converts the FAQ between list and groups without losing questions', () => {
    const list: Faq = { showType: FaqShowType.LIST, showContent: [{ questionName: 'A?', docId: 'a' }] };
    const groups = convertFaq(list, FaqShowType.GROUPS);
    expect(groups).toEqual({
      showType: 2,
      showContent: [{ id: 1, name: 'Popular questions', list: [{ questionName: 'A?', docId: 'a' }] }],
    });
    expect(convertFaq(groups, FaqShowType.LIST)).toEqual(list);
    expect(convertFaq({ showType: 1, showContent: [] }, 2)).toEqual({ showType: 2, showContent: [] });
    expect(nextGroupId([{ id: 1 }, { id: '4' }, { id: 'x' }])).toBe(5);
  });
});
