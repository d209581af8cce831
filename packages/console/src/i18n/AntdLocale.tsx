import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useLanguage } from './languageStore';

// dayjs starts in English; it is loaded (and set back) only once Chinese has been chosen, to keep it off the sign-in.
let dayjsChinese = false;

/**
 * antd's own texts (pagination, pickers, empty states, Modal buttons) and dayjs's month and day names in the agent's
 * language. antd and dayjs ship English built in; the Chinese tables are fetched only when chosen.
 */
export function AntdLocale({ theme, children }: { theme: Parameters<typeof ConfigProvider>[0]['theme']; children: ReactNode }) {
  const lng = useLanguage();
  const [locale, setLocale] = useState<Locale | undefined>(undefined);

  useEffect(() => {
    let live = true;
    if (lng === 'zh') {
      void Promise.all([import('antd/locale/zh_CN'), import('dayjs'), import('dayjs/locale/zh-cn')]).then(([antd, dayjs]) => {
        if (!live) return;
        dayjs.default.locale('zh-cn');
        dayjsChinese = true;
        setLocale(antd.default);
      });
    } else {
      if (dayjsChinese) void import('dayjs').then((dayjs) => dayjs.default.locale('en'));
      dayjsChinese = false;
      setLocale(undefined);
    }
    return () => {
      live = false;
    };
  }, [lng]);

  return (
    <ConfigProvider theme={theme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
