import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import type { ConsoleLanguage } from './language';
import { setLanguage, useLanguage } from './languageStore';
import { useSignInTexts } from './signInTexts';

// Each language is named in itself, so an agent who cannot read the current one still finds theirs.
const NAMES: Record<ConsoleLanguage, { label: string; tag: string }> = {
  en: { label: 'English', tag: 'en' },
  zh: { label: '中文', tag: 'zh-CN' },
};

/** One button offering the other language (two languages today); the choice is kept in this browser. */
export function LanguageSwitch() {
  const t = useSignInTexts();
  const other: ConsoleLanguage = useLanguage() === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      lang={NAMES[other].tag}
      title={t('language.switch')}
      onClick={() => setLanguage(other)}
    >
      {NAMES[other].label}
    </Button>
  );
}
