import { Button, Empty, Form, Input, Select, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChannelSettings } from '@parley/protocol';
import { MENU_TYPES, menuTypeInfo, newMenuItem } from '../model/menuEditor';
import { DocPicker } from '../../../shared/admin/DocPicker';
import { ColorField } from './fields';
import { useTranslation } from 'react-i18next';

const LIST = ['chatMenuConfigPlan', 'menus'] as const;

/** The quick-menu chips above the input: an ordered list, each with the fields its type needs. */
export function MenusSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  return (
    <div className="channel-fields channel-wide">
      <p className="settings-hint channel-intro">{t('menusSection.chipsAboveTheMessageBox')}</p>
      <Form.List name={[...LIST]}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menusSection.noChipsYet')} />}
            <ol className="editor-list">
              {fields.map((field, i) => (
                <li key={field.key} className="editor-item">
                  <div className="editor-order">
                    <Tooltip title={t('menusSection.moveUp')}>
                      <Button
                        size="small"
                        type="text"
                        aria-label={t('aria.moveChipUp', { p0: i + 1 })}
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                      />
                    </Tooltip>
                    <span className="editor-index">{i + 1}</span>
                    <Tooltip title={t('menusSection.moveDown')}>
                      <Button
                        size="small"
                        type="text"
                        aria-label={t('aria.moveChipDown', { p0: i + 1 })}
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                      />
                    </Tooltip>
                  </div>
                  <MenuRow name={field.name} channelId={channelId} />
                  <Tooltip title={t('menusSection.remove')}>
                    <Button
                      type="text"
                      danger
                      aria-label={t('aria.removeChip', { p0: i + 1 })}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </li>
              ))}
            </ol>
            <Button icon={<PlusOutlined />} onClick={() => add(newMenuItem())} disabled={fields.length >= 20}>
              {t('menusSection.addAChip')}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}

function MenuRow({ name, channelId }: { name: number; channelId: string }) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const menuType = Form.useWatch([...LIST, name, 'menuType'], form) as number | undefined;
  const info = menuTypeInfo(menuType ?? 0);
  const fields = info?.fields ?? [];
  return (
    <div className="editor-body">
      <div className="editor-grid editor-grid-menu">
        <Form.Item label={t('menusSection.action')} name={[name, 'menuType']} tooltip={info?.help}>
          <Select options={MENU_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item label={t('menusSection.chipLabel')} name={[name, 'menuName']}>
          <Input maxLength={64} placeholder={t('menusSection.eGTrackMyOrder')} />
        </Form.Item>
        <Form.Item label={t('menusSection.chipColour')} name={[name, 'background']}>
          <ColorField allowClear />
        </Form.Item>
        <Form.Item label={t('menusSection.textColour')} name={[name, 'color']}>
          <ColorField allowClear />
        </Form.Item>
      </div>
      {fields.length > 0 && (
        <div className="editor-grid">
          {fields.includes('msgText') && (
            <Form.Item
              label={menuType === 7 ? t('menusSection.answerShown') : t('menusSection.questionSent')}
              name={[name, 'msgText']}
              tooltip={menuType === 7 ? undefined : 'Empty: the chip label is sent.'}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 5 }} maxLength={2000} />
            </Form.Item>
          )}
          {fields.includes('docId') && (
            <Form.Item
              label={t('menusSection.answerWithDocument')}
              name={[name, 'docId']}
              tooltip={t('menusSection.optionalThisDocumentAnswersAt')}
            >
              <DocPicker channelId={channelId} placeholder={t('menusSection.optional')} />
            </Form.Item>
          )}
          {fields.includes('labelLink') && (
            <Form.Item label={t('menusSection.link')} name={[name, 'labelLink']}>
              <Input placeholder={t('menusSection.https')} maxLength={2000} />
            </Form.Item>
          )}
        </div>
      )}
    </div>
  );
}
