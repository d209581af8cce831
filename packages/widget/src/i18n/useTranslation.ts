import { useSyncExternalStore } from 'react';
import { texts } from './instance';
import type { TFunction, Texts } from './texts';

const subscribe = (onChange: () => void) => texts.onLanguageChanged(onChange);
const language = () => texts.language;

/** react-i18next's hook, for the widget's texts: a `t` for the language on screen; a change of language re-renders. */
export function useTranslation(): { t: TFunction; i18n: Texts } {
  const current = useSyncExternalStore(subscribe, language, language);
  return { t: texts.fixedT(current), i18n: texts };
}
