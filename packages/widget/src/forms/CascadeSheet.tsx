/**
 * The cascading selector of fieldType 9 in both forms (W-LM6): a sheet that walks the tree level by level, or, once
 * the visitor types, lists every place whose path matches.
 */
import { CascaderView, Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { cascadePaths, searchCascade, type ChoiceOption } from './controlValues';

export interface CascadeTexts {
  cancel: string;
  search: string;
  results: string;
  noMatch: string;
  choose: string;
}

interface Props {
  visible: boolean;
  onClose(): void;
  title: string;
  options: ChoiceOption[];
  value: string[];
  onChange(path: string[]): void;
  texts: CascadeTexts;
  /** Drawn where it stands (inside the pre-chat form's own sheet) rather than at the end of the page. */
  inline: boolean;
}

export function CascadeSheet({ visible, onClose, title, options, value, onChange, texts, inline }: Props) {
  const [query, setQuery] = useState('');
  const [path, setPath] = useState<string[]>(value);
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
      bodyClassName="pw-cascade"
      {...(inline ? { getContainer: null } : {})}
      destroyOnClose
    >
      <div role="dialog" aria-label={title} className="pw-cascade__inner">
        <div className="pw-cascade__head">
          <button type="button" className="pw-cascade__cancel" onClick={onClose}>
            {texts.cancel}
          </button>
          <strong>{title}</strong>
          <span aria-hidden className="pw-cascade__spacer" />
        </div>
        <SearchBar placeholder={texts.search} value={query} onChange={setQuery} className="pw-cascade__search" />
        {found ? (
          <ul className="pw-cascade__results" aria-label={texts.results}>
            {found.length === 0 && <li className="pw-cascade__none">{texts.noMatch}</li>}
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
            options={options}
            value={path}
            placeholder={texts.choose}
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
