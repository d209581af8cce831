import { useEffect, useMemo, useRef, useState } from 'react';
import { Select } from 'antd';
import type { AdminKbDoc, KbDocument } from '@parley/protocol';
import { fetchRobotDoc } from './api/fetchRobotDoc';
import { fetchRobotDocs } from './api/fetchRobotDocs';
import './admin.css';
import { useTranslation } from 'react-i18next';

interface ValueProps<T> {
  id?: string;
  value?: T;
  onChange?(value: T): void;
}

/** Picks a knowledge document by searching the channel robot's documents. */
export function DocPicker({
  id,
  value,
  onChange,
  channelId,
  onPick,
  placeholder,
}: ValueProps<string> & { channelId: string; onPick?(doc: AdminKbDoc): void; placeholder?: string }) {
  const { t } = useTranslation('admin');
  const [docs, setDocs] = useState<AdminKbDoc[]>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  function search(q: string) {
    const mine = ++seq.current;
    setLoading(true);
    fetchRobotDocs(channelId, { q, pageSize: 20 })
      .then((page) => mine === seq.current && setDocs(page.items))
      .catch(() => mine === seq.current && setDocs([]))
      .finally(() => mine === seq.current && setLoading(false));
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A saved choice shows its question, not only its id, before the list has ever been opened.
  const [chosen, setChosen] = useState<KbDocument>();
  useEffect(() => {
    if (!value || chosen?.docId === value || docs.some((d) => d.docId === value)) return;
    let live = true;
    fetchRobotDoc(channelId, value)
      .then((d) => live && setChosen(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [channelId, value, chosen, docs]);
  const options = useMemo(() => {
    const list = docs.map((d) => ({ value: d.docId, label: d.question, doc: d }));
    if (value && !list.some((o) => o.value === value)) {
      const question = chosen?.docId === value ? chosen.question : undefined;
      list.unshift({ value, label: question ?? value, doc: undefined as unknown as AdminKbDoc });
    }
    return list;
  }, [docs, value, chosen]);
  return (
    <Select
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (q) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(q), 250);
        },
      }}
      allowClear
      value={value || undefined}
      loading={loading}
      placeholder={placeholder ?? t('docPicker.searchTheKnowledgeBase')}
      onOpenChange={(open) => open && docs.length === 0 && search('')}
      onChange={(v?: string) => {
        onChange?.(v ?? '');
        const doc = docs.find((d) => d.docId === v);
        if (doc) onPick?.(doc);
      }}
      options={options}
      optionRender={(o) => (
        <span className="doc-option">
          <span>{o.data.label}</span>
          <span className="settings-sub">{o.data.value}</span>
        </span>
      )}
      // Never wider than a phone's screen.
      popupMatchSelectWidth={Math.min(360, window.innerWidth - 16)}
    />
  );
}
