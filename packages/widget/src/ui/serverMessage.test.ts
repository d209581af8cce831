import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { readFileSync } from 'node:fs';
import { problemKey, type ProblemKey } from './serverMessage';

const KEYS: ProblemKey[] = [
  'form.badPhone',
  'form.badEmail',
  'media.formFailed',
  'rating.needLabel',
  'rating.needContent',
  'errors.check',
  'errors.tooLarge',
  'errors.fileType',
  'errors.tooMany',
  'errors.notFound',
  'errors.server',
];

describe('server refusals', () => {
  it('W-SH12 a refusal reads in the widget’s words, by the field it names and its code', () => {
    expect(problemKey(400, 'url: the form target did not answer')).toBe('media.formFailed');
    expect(problemKey(400, 'phone: please enter a correct phone number')).toBe('form.badPhone');
    expect(problemKey(400, 'customerPhone: please enter a correct mobile number')).toBe('form.badPhone');
    expect(problemKey(400, 'customerEmail: please enter a correct e-mail address')).toBe('form.badEmail');
    expect(problemKey(400, 'cusFieldConfigInfoVoList: email must be one e-mail address')).toBe('form.badEmail');
    expect(problemKey(400, 'evaluateAdminTag: please select a label')).toBe('rating.needLabel');
    expect(problemKey(400, 'woTypeId: this channel has no ticket type')).toBe('errors.check');
    expect(problemKey(404, 'No such ticket')).toBe('errors.notFound');
    expect(problemKey(413, 'file: too large')).toBe('errors.tooLarge');
    expect(problemKey(415, 'file: not allowed')).toBe('errors.fileType');
    expect(problemKey(429, 'slow down')).toBe('errors.tooMany');
    expect(problemKey(500, 'Internal error')).toBe('errors.server');
    // Nothing the widget can word better: the caller's own text.
    expect(problemKey(409, 'A service rating can be given once the consultation ends')).toBeNull();
    expect(problemKey(undefined)).toBeNull();
  });

  it('W-SH12 every key it names is written in all 24 locales', () => {
    for (const locale of LOCALES) {
      const read = (folder: string) => JSON.parse(readFileSync(new URL(`../i18n/${folder}/${locale}.json`, import.meta.url), 'utf8'));
      // The rating's texts are a section of their own (loaded with the rating popup).
      const texts = { ...read('locales'), rating: read('rating') } as Record<string, Record<string, string>>;
      for (const key of KEYS) {
        const [section, name] = key.split('.') as [string, string];
        expect(texts[section]?.[name], `${locale} ${key}`).toBeTruthy();
      }
    }
  });
});
