import type { Kysely } from 'kysely';

/**
 * Issue 35: a channel's default rating texts were English words stored in its settings, shown to visitors in every
 * language. The defaults are now blank (the widget's own words in the visitor's language, widget RT12). Each field of
 * a stored rating configuration that still holds the old English default becomes blank; a text a tenant wrote stays.
 */
const OLD_GUIDE = 'How was our service today?';
const OLD_ROBOT_TAG = 'Answer unrelated,Did not understand me,Could not answer,Impolite';
const OLD_LEVELS: Record<number, { guide: string; tag: string }> = {
  1: { guide: 'Very dissatisfied', tag: 'Poor attitude,Slow reply,Could not solve,Impolite' },
  2: { guide: 'Dissatisfied', tag: 'Poor attitude,Slow reply,Could not solve,Impolite' },
  3: { guide: 'Okay', tag: 'Slow reply,Could not solve' },
  4: { guide: 'Satisfied', tag: 'Quick reply,Friendly,Solved my problem' },
  5: { guide: 'Very satisfied', tag: 'Quick reply,Friendly,Solved my problem,Professional' },
};
/** The solved choices' old names (their default became blank earlier in issue 35, without a migration). */
const OLD_SELECT: Record<number, string> = { 1: 'Solved', 0: 'Not solved' };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The settings with their untouched English rating defaults blanked, or null when nothing changes. */
export function blankRatingDefaults(settings: Json): Json | null {
  const config = settings.evaluateConfig;
  if (!isObject(config)) return null;
  let changed = false;
  const blank = (o: Json, key: string, old: string | undefined) => {
    if (old === undefined || o[key] !== old) return o;
    changed = true;
    return { ...o, [key]: '' };
  };
  let next = blank(config, 'evaluateGuideMsg', OLD_GUIDE);
  next = blank(next, 'robotTag', OLD_ROBOT_TAG);
  for (const list of ['starList', 'scoreList'] as const) {
    const levels = next[list];
    if (!Array.isArray(levels)) continue;
    next = {
      ...next,
      [list]: levels.map((l: unknown) => {
        if (!isObject(l) || typeof l.star !== 'number') return l;
        const old = OLD_LEVELS[l.star];
        return blank(blank(l, 'levelGuideMsg', old?.guide), 'levelTag', old?.tag);
      }),
    };
  }
  if (Array.isArray(next.select)) {
    next = {
      ...next,
      select: next.select.map((c: unknown) => (isObject(c) && typeof c.value === 'number' ? blank(c, 'name', OLD_SELECT[c.value]) : c)),
    };
  }
  return changed ? { ...settings, evaluateConfig: next } : null;
}

export function ratingTexts() {
  return {
    async up(db: Kysely<unknown>) {
      // The migration's own view of the one table it rewrites (the schema types describe today's tables).
      const q = db as unknown as Kysely<{ channels: { id: string; settings: string } }>;
      const rows = await q.selectFrom('channels').select(['id', 'settings']).execute();
      for (const row of rows) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(row.settings);
        } catch {
          continue;
        }
        const next = isObject(parsed) ? blankRatingDefaults(parsed) : null;
        if (next)
          await q
            .updateTable('channels')
            .set({ settings: JSON.stringify(next) })
            .where('id', '=', row.id)
            .execute();
      }
    },
  };
}
