import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { LARGE_MODEL_TIMEOUT_MS, largeModelSchema } from '@parley/protocol';
import {
  BASE_URL_MAX,
  DOCUMENTS_READ,
  MODEL_MAX,
  TIMEOUT_SECONDS,
  largeModelProblems,
  msOf,
  secondsOf,
  timeoutSecondsProps,
} from './largeModel';

const valid = (over: Record<string, unknown>) =>
  largeModelSchema.safeParse({ enabled: true, baseUrl: 'https://api.example/v1', model: 'm', ...over }).success;

beforeAll(useEnglishTexts);
describe('large-model settings in the form', () => {
  it('edits the time-out in seconds and stores whole milliseconds', () => {
    expect(secondsOf(LARGE_MODEL_TIMEOUT_MS)).toBe(8);
    expect(msOf(2.5)).toBe(2500);
    expect(msOf(0.0014)).toBe(1);
    expect(msOf(secondsOf(1234))).toBe(1234);
    expect(secondsOf(null)).toBeNull();
    expect(msOf(null)).toBeNull();
    expect(timeoutSecondsProps.getValueProps(1500)).toEqual({ value: 1.5 });
    expect(timeoutSecondsProps.normalize(12)).toBe(12_000);
  });
  it('offers exactly the bounds the schema accepts', () => {
    expect(valid({ timeoutMs: msOf(TIMEOUT_SECONDS.min) })).toBe(true);
    expect(valid({ timeoutMs: msOf(TIMEOUT_SECONDS.max) })).toBe(true);
    expect(valid({ timeoutMs: msOf(TIMEOUT_SECONDS.min)! - 1 })).toBe(false);
    expect(valid({ timeoutMs: msOf(TIMEOUT_SECONDS.max)! + 1 })).toBe(false);
    expect(valid({ documents: DOCUMENTS_READ.min })).toBe(true);
    expect(valid({ documents: DOCUMENTS_READ.max })).toBe(true);
    expect(valid({ documents: DOCUMENTS_READ.min - 1 })).toBe(false);
    expect(valid({ documents: DOCUMENTS_READ.max + 1 })).toBe(false);
    expect(valid({ model: 'm'.repeat(MODEL_MAX) })).toBe(true);
    expect(valid({ model: 'm'.repeat(MODEL_MAX + 1) })).toBe(false);
    const url = 'https://api.example/';
    expect(valid({ baseUrl: url + 'x'.repeat(BASE_URL_MAX - url.length) })).toBe(true);
    expect(valid({ baseUrl: url + 'x'.repeat(BASE_URL_MAX - url.length + 1) })).toBe(false);
  });
  it('asks for an address and a model only when the model is on', () => {
    expect(largeModelProblems({ enabled: false, baseUrl: '', model: '' })).toEqual([]);
    expect(largeModelProblems({ enabled: true, baseUrl: 'https://api.example/v1', model: 'gpt-4o-mini' })).toEqual([]);
    expect(largeModelProblems({ enabled: true, baseUrl: ' ', model: ' ' }).map((p) => p.field)).toEqual(['baseUrl', 'model']);
    expect(largeModelProblems({ enabled: true, baseUrl: 'https://api.example/v1', model: '' })).toEqual([
      { field: 'model', message: 'The model’s name is needed to turn this on' },
    ]);
  });
  it('wants an http(s) address, on or off', () => {
    for (const baseUrl of ['ftp://api.example', 'api.example/v1']) {
      expect(largeModelProblems({ enabled: false, baseUrl, model: '' })).toEqual([
        { field: 'baseUrl', message: 'An http:// or https:// address' },
      ]);
    }
    expect(largeModelProblems({ enabled: false, baseUrl: 'HTTP://localhost:8080/v1', model: '' })).toEqual([]);
  });
});
