import { LOCALES } from '@parley/protocol';
import { describe, expect, it } from 'vitest';
import { humanRequestMatcher } from './humanRequest.js';
import { HUMAN_REQUEST_PHRASES } from './humanRequestPhrases.js';

const wants = humanRequestMatcher();

describe('a request for a person (S-RB17)', () => {
  it('S-RB17 is found alone in English and Chinese, typos included', () => {
    for (const q of [
      'can I talk to a human',
      'Can I talk to a human?',
      'human please',
      'agent',
      'I need a real person',
      'speak with one of your agents please',
      'can i tlak to a hunam',
      'talk to a humna',
      'get me a represenative',
      'live agnet',
      '转人工',
      '人工',
      '我要找人工客服',
      '转人公',
      '请帮我转接人工',
      '机器人听不懂，我要找真人',
    ])
      expect(wants(q), q).toEqual({ rest: '' });
  });

  it('S-RB17 is found in every widget locale', () => {
    const samples: Record<string, string> = {
      zh: '转人工',
      tw: '轉人工',
      en: 'talk to a human',
      ja: 'オペレーターにつないでください',
      ko: '상담원 연결해 주세요',
      vi: 'cho tôi gặp nhân viên',
      th: 'ขอคุยกับเจ้าหน้าที่ค่ะ',
      ar: 'اريد التحدث مع موظف',
      bn: 'আমি মানুষের সাথে কথা বলতে চাই',
      de: 'Ich möchte mit einem Mitarbeiter sprechen',
      es: 'quiero hablar con una persona',
      fa: 'میخوام با اپراتور صحبت کنم',
      fil: 'gusto ko makausap ang tao',
      fr: 'je veux parler à un conseiller',
      km: 'ខ្ញុំចង់និយាយជាមួយភ្នាក់ងារ',
      lo: 'ຂໍລົມກັບພະນັກງານ',
      ms: 'saya nak bercakap dengan ejen',
      my: 'ဝန်ထမ်းနဲ့ပြောချင်ပါတယ်',
      nl: 'ik wil praten met een medewerker',
      pl: 'chcę rozmawiać z konsultantem',
      pt: 'quero falar com um atendente',
      ru: 'хочу поговорить с оператором',
      tr: 'müşteri temsilcisi ile konuşmak istiyorum',
      zu: 'ngifuna ukukhuluma nomuntu',
    };
    expect(Object.keys(HUMAN_REQUEST_PHRASES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(wants(samples[locale]!), `${locale}: ${samples[locale]}`).toEqual({ rest: '' });
  });

  it('S-RB17 keeps the question asked with it', () => {
    expect(wants('refund? or let me talk to someone')?.rest).toBe('refund? or let me');
    expect(wants('退款多久到账？还是转人工吧')?.rest).toBe('退款多久到账？还是 吧');
    expect(wants('Hi! Can I speak to an agent?')).toEqual({ rest: '' });
  });

  it('S-RB17 is not a word of a question about something else', () => {
    for (const q of [
      'how do I become a sales agent for your products',
      'what does the human resources department do',
      'is this lamp made by a person or a machine',
      '人工费怎么算',
      '安装要另付人工费吗',
      'I need stuff for my kitchen',
      'How do I return an item?',
    ])
      expect(wants(q), q).toBeUndefined();
  });

  it("takes a channel's own words too, exactly", () => {
    const own = humanRequestMatcher(['concierge', '管家']);
    expect(own('concierge')).toEqual({ rest: '' });
    expect(own('请帮我找管家')).toEqual({ rest: '' });
    expect(own('concierge, and where is my parcel?')?.rest).toBe(', and where is my parcel?');
    expect(own('concierg')).toBeUndefined();
  });
});
