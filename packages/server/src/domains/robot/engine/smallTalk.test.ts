import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { fold, readSmallTalk } from './smallTalk.js';
import { SMALL_TALK_PHRASES } from './smallTalkPhrases.js';

describe('S-RB16 small talk', () => {
  it('reads greetings, thanks, presence and goodbyes in English and Chinese', () => {
    expect(readSmallTalk('hi')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('Hello!!')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('hello, anyone there?')).toEqual({ kind: 'presence', rest: '' });
    expect(readSmallTalk('thanks!')).toEqual({ kind: 'thanks', rest: '' });
    expect(readSmallTalk('Thank you so much 😊')).toEqual({ kind: 'thanks', rest: '' });
    expect(readSmallTalk('ok thanks, bye')).toEqual({ kind: 'goodbye', rest: '' });
    expect(readSmallTalk('Good morning team')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('你好')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('谢谢')).toEqual({ kind: 'thanks', rest: '' });
    expect(readSmallTalk('在吗？')).toEqual({ kind: 'presence', rest: '' });
    expect(readSmallTalk('好的，谢谢啦，拜拜')).toEqual({ kind: 'goodbye', rest: '' });
    expect(readSmallTalk('謝謝您')).toEqual({ kind: 'thanks', rest: '' });
  });

  it('folds width, case and accents', () => {
    expect(readSmallTalk('ＨＥＬＬＯ')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('Cam on nhieu')).toEqual({ kind: 'thanks', rest: '' });
    expect(readSmallTalk('MERCI BEAUCOUP')).toEqual({ kind: 'thanks', rest: '' });
    expect(fold('Ça va  bien').s).toBe('ca va bien');
  });

  it('reads small talk in other widget locales', () => {
    const cases: Array<[string, string]> = [
      ['Xin chào', 'greeting'],
      ['สวัสดีครับ', 'greeting'],
      ['ขอบคุณมากค่ะ', 'thanks'],
      ['شكراً جزيلاً', 'thanks'],
      ['مرحباً', 'greeting'],
      ['ধন্যবাদ', 'thanks'],
      ['Guten Morgen!', 'greeting'],
      ['Ist da jemand?', 'presence'],
      ['¡Hola!', 'greeting'],
      ['¿Hay alguien ahí?', 'presence'],
      ['خیلی ممنون', 'thanks'],
      ['Salamat po', 'thanks'],
      ['Au revoir', 'goodbye'],
      ["Il y a quelqu'un ?", 'presence'],
      ['こんにちは', 'greeting'],
      ['ありがとうございました', 'thanks'],
      ['អរគុណច្រើន', 'thanks'],
      ['ຂອບໃຈຫຼາຍ', 'thanks'],
      ['안녕하세요', 'greeting'],
      ['안녕히 계세요', 'goodbye'],
      ['Terima kasih banyak', 'thanks'],
      ['ကျေးဇူးတင်ပါတယ်', 'thanks'],
      ['Dank je wel', 'thanks'],
      ['Dzień dobry', 'greeting'],
      ['Muito obrigada!', 'thanks'],
      ['Здравствуйте', 'greeting'],
      ['Есть кто-нибудь?', 'presence'],
      ['Teşekkür ederim', 'thanks'],
      ['Görüşürüz', 'goodbye'],
      ['Ngiyabonga kakhulu', 'thanks'],
    ];
    for (const [text, kind] of cases) expect(readSmallTalk(text), text).toEqual({ kind, rest: '' });
  });

  it('has greetings, thanks, presence and goodbyes for every widget locale', () => {
    for (const locale of LOCALES) {
      const lists = SMALL_TALK_PHRASES[locale];
      for (const kind of ['greeting', 'thanks', 'presence', 'goodbye'] as const) {
        expect(lists[kind].length, `${locale} ${kind}`).toBeGreaterThan(0);
        const first = lists[kind][0]!.replace(/^!/, '');
        expect(readSmallTalk(first)?.kind, `${locale} ${first}`).toBe(kind);
      }
    }
  });

  it('leaves the question of a greeting with a question', () => {
    expect(readSmallTalk('hello, how do I return an item?')).toEqual({ kind: 'greeting', rest: 'how do I return an item?' });
    expect(readSmallTalk('Hi there! Where is my order?')).toEqual({ kind: 'greeting', rest: 'Where is my order?' });
    expect(readSmallTalk('你好，请问怎么退货？')).toEqual({ kind: 'greeting', rest: '请问怎么退货？' });
    expect(readSmallTalk('您好请问怎么退货')).toEqual({ kind: 'greeting', rest: '请问怎么退货' });
    expect(readSmallTalk('怎么退货谢谢')).toEqual({ kind: 'thanks', rest: '怎么退货' });
    expect(readSmallTalk('how long does shipping take? thanks')).toEqual({ kind: 'thanks', rest: 'how long does shipping take?' });
    expect(readSmallTalk('Hola, ¿cómo devuelvo un producto?')).toEqual({ kind: 'greeting', rest: 'cómo devuelvo un producto?' });
    expect(readSmallTalk('Hallo, wo ist meine Bestellung?')).toEqual({ kind: 'greeting', rest: 'wo ist meine Bestellung?' });
  });

  it('reads a greeting with an introduction as a greeting', () => {
    expect(readSmallTalk('Hello from the product page')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('hi, this is Anna')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('Thanks for your help!')).toEqual({ kind: 'thanks', rest: '' });
    expect(readSmallTalk('你好，我是新用户')).toEqual({ kind: 'greeting', rest: '' });
    expect(readSmallTalk('hi, from the product page, how do I return it?')).toEqual({ kind: 'greeting', rest: 'how do I return it?' });
  });

  it('is no small talk when a word only looks like it', () => {
    expect(readSmallTalk('how do I return an item?')).toBeUndefined();
    expect(readSmallTalk('morning delivery available?')).toBeUndefined();
    expect(readSmallTalk('history of my orders')).toBeUndefined();
    expect(readSmallTalk('好用吗')).toBeUndefined();
    expect(readSmallTalk('ok')).toBeUndefined();
    expect(readSmallTalk('拜托帮我查一下订单')).toBeUndefined();
    expect(readSmallTalk('Is there anyone who can fix my lamp?')).toBeUndefined();
  });

  it('keeps what follows a greeting in a script without spaces', () => {
    expect(readSmallTalk('你好，好用吗')).toEqual({ kind: 'greeting', rest: '好用吗' });
    expect(readSmallTalk('你好你们怎么退货')).toEqual({ kind: 'greeting', rest: '你们怎么退货' });
  });
});
