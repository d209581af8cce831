import { NoticeBar } from 'antd-mobile';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeScrollSeconds } from '@parley/protocol';
import { noticeSpeed } from './noticeSpeed';

/** The channel's scrolling notice (SH4); measured once laid out so a pass lasts the spec's duration. */
export function Announcement({ text }: { text: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [speed, setSpeed] = useState<number>();

  useLayoutEffect(() => {
    const container = ref.current?.querySelector<HTMLElement>('.adm-notice-bar-content');
    const inner = ref.current?.querySelector<HTMLElement>('.adm-notice-bar-content-inner');
    if (container && inner) setSpeed(noticeSpeed(inner.offsetWidth, container.offsetWidth, noticeScrollSeconds(text)));
  }, [text]);

  return (
    <div ref={ref} className="pw-announcement" role="note" aria-label={t('notices.label')}>
      <NoticeBar content={text} color="info" {...(speed ? { speed } : {})} />
    </div>
  );
}
