import { describe, expect, it } from 'vitest';
import { TICKET_STATUS_LABELS } from '@parley/protocol';
import en from './en.json';
import zh from './zh.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('ticket screen texts', () => {
  it('zh and en have the same keys and no empty text', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const table of [en, zh]) expect(JSON.stringify(table)).not.toMatch(/:""/);
  });

  it('W-LM10 every ticket status has its customer label; en reads as the protocol names it', () => {
    for (const [status, labels] of Object.entries(TICKET_STATUS_LABELS)) {
      expect(en.status[status as keyof typeof en.status]).toBe(labels.customer);
      expect(zh.status[status as keyof typeof zh.status]).toBeTruthy();
    }
  });
});
