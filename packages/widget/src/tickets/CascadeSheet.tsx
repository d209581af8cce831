/**
 * The cascading selector of fieldType 9 (LM6): a sheet that walks the tree level by level, or, once the visitor
 * types, lists every place whose path matches (value id, label name).
 */
import { CascaderView, Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateOption } from '@parley/protocol';
import { cascadePaths, searchCascade } from './fieldValues';

interface CascadeOption {
  label: string;
  value: string;
  children?: CascadeOption[];
}
const toView = (options: readonly TemplateOption[]): CascadeOption[] =>
  options.map((o) => ({ label: o.name, value: o.id, ...(o.children?.length ? { children: toView(o.children) } : {}) }));

interface Props {
  visible: boolean;
  onClose(): void;
  title: string;
  options: readonly TemplateOption[];
  value: string[];
  onChange(path: string[]): void;
}

export function CascadeSheet({ visible, onClose, title, options, value, onChange }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [path, setPath] = useState<string[]>(value);
  const view = useMemo(() => toView(options), [options]);
  const paths = useMemo(() => cascadePaths(options), [options]);
  const found = useMemo(() => (query.trim() ? searchCascade(paths, query) : null), [paths, query]);

  const choose = (ids: string[]) => {
    onChange(ids);
    setQuery('');
    onClose();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={() => setPath(value)}
      bodyClassName="pw-tk-cascade"
      destroyOnClose
    >
      <div role="dialog" aria-label={title} className="pw-tk-cascade__inner">
        <div className="pw-tk-cascade__head">
          <button type="button" className="pw-tk-link" onClick={onClose}>
            {t('tickets.form.cancel')}
          </button>
          <strong>{title}</strong>
          <span aria-hidden className="pw-tk-cascade__spacer" />
        </div>
        <SearchBar placeholder={t('tickets.form.search')} value={query} onChange={setQuery} className="pw-tk-cascade__search" />
        {found ? (
          <ul className="pw-tk-cascade__results" aria-label={t('tickets.form.results')}>
            {found.length === 0 && <li className="pw-tk-cascade__none">{t('tickets.form.noMatch')}</li>}
            {found.map((p) => (
              <li key={p.ids.join('/')}>
                <button type="button" onClick={() => choose(p.ids)}>
                  {p.label}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <CascaderView
            options={view}
            value={path}
            placeholder={t('tickets.form.choose')}
            onChange={(v, extend) => {
              const ids = v.filter((x): x is string => typeof x === 'string');
              setPath(ids);
              if (extend.isLeaf && ids.length) choose(ids);
            }}
          />
        )}
      </div>
    </Popup>
  );
}
