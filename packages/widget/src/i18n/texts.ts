/**
 * The widget's text lookup: the part of i18next it used (nested keys, `{{value}}` interpolation, plural forms by
 * Intl.PluralRules with a `_zero` form for 0, one fallback language, a default value), in 1 KB instead of 18 KB of
 * i18next and react-i18next on the first screen. Lookups follow i18next's order, so the texts files did not change.
 */

export type TextTree = { [key: string]: string | TextTree };
type Tree = TextTree;

/** Interpolated values; `count` also picks the plural form, `defaultValue` answers a missing key. */
export type TextValues = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, values?: TextValues) => string;
/** Writes one interpolated value as the language writes it (numbers in its digits, W-SH7). */
export type ValueFormat = (value: unknown, language: string) => string | number | boolean | null | undefined;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

export class Texts {
  language = '';
  private readonly trees = new Map<string, Tree>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly fixed = new Map<string, TFunction>();

  constructor(
    private readonly fallback: string,
    private readonly format: ValueFormat,
  ) {}

  /** Merges texts into a language's tree, a later value overwriting an earlier one. */
  addTexts(language: string, texts: Tree): void {
    this.trees.set(language, merge(this.trees.get(language) ?? {}, texts));
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
  }

  /** Called after every change of language (react-i18next's `languageChanged`). */
  onLanguageChanged(listener: (language: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  exists(key: string, language = this.language): boolean {
    return typeof lookup(this.trees.get(language), key) === 'string';
  }

  t: TFunction = (key, values) => this.translate(this.language, key, values);

  /** A `t` for one language, the same function each time (components list it in their effects' dependencies). */
  fixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, values) => this.translate(language, key, values);
      this.fixed.set(language, t);
    }
    return t;
  }

  private translate(language: string, key: string, values?: TextValues): string {
    const count = typeof values?.count === 'number' ? values.count : undefined;
    for (const code of language === this.fallback ? [language] : [language, this.fallback]) {
      const tree = this.trees.get(code);
      if (!tree) continue;
      // i18next's order: `_zero` for 0, then the language's plural form, then the bare key.
      const keys = count === undefined ? [key] : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.plural(code, count)}`, key];
      for (const k of keys) {
        const found = lookup(tree, k);
        if (typeof found === 'string') return this.interpolate(found, code, values);
      }
    }
    return values?.defaultValue ?? key;
  }

  private plural(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  private interpolate(text: string, language: string, values?: TextValues): string {
    if (!values || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (whole, inner: string) => {
      const name = inner.split(',')[0]!.trim();
      // As in i18next: a value not passed leaves its placeholder, one passed as undefined or null writes nothing.
      if (!(name in values)) return whole;
      const value = values[name] === undefined ? undefined : this.format(values[name], language);
      return value == null ? '' : String(value);
    });
  }
}

function lookup(tree: Tree | undefined, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [k, v] of Object.entries(from)) {
    const old = out[k];
    out[k] = typeof v === 'object' && typeof old === 'object' ? merge(old, v) : v;
  }
  return out;
}
