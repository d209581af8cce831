import { numberFormatter } from './format';
import { Texts } from './texts';

/**
 * The widget's texts. zh is the fallback language, as it was the default; numbers in texts ({{n}} in the queue,
 * {{count}} replies) are written as the locale writes them (W-SH7).
 */
export const texts = new Texts('zh', (value, language) =>
  // The values the widget passes are strings and numbers.
  typeof value === 'number' ? numberFormatter(language).format(value) : (value as string),
);
