import { Button, Empty, Form, Input, Select, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChannelSettings } from '@parley/protocol';
import { MENU_TYPES, menuTypeInfo, newMenuItem } from '../../model/menuEditor';
import { ColorField, DocPicker } from './fields';

const LIST = ['chatMenuConfigPlan', 'menus'] as const;

/** The quick-menu chips above the input: an ordered list, each with the fields its type needs. */
export function MenusSection({ channelId }: { channelId: string }) {
  return (
    <div className="channel-fields channel-wide">
      <p className="settings-hint channel-intro">
        Chips above the message box. “Talk to a person”, “Rate” and “Leave a message” are added automatically when those features are on,
        unless a chip of that kind is listed here.
      </p>
      <Form.List name={[...LIST]}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No chips yet" />}
            <ol className="editor-list">
              {fields.map((field, i) => (
                <li key={field.key} className="editor-item">
                  <div className="editor-order">
                    <Tooltip title="Move up">
                      <Button
                        size="small"
                        type="text"
                        aria-label={`Move chip ${i + 1} up`}
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                      />
                    </Tooltip>
                    <span className="editor-index">{i + 1}</span>
                    <Tooltip title="Move down">
                      <Button
                        size="small"
                        type="text"
                        aria-label={`Move chip ${i + 1} down`}
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                      />
                    </Tooltip>
                  </div>
                  <MenuRow name={field.name} channelId={channelId} />
                  <Tooltip title="Remove">
                    <Button
                      type="text"
                      danger
                      aria-label={`Remove chip ${i + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </li>
              ))}
            </ol>
            <Button icon={<PlusOutlined />} onClick={() => add(newMenuItem())} disabled={fields.length >= 20}>
              Add a chip
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}

function MenuRow({ name, channelId }: { name: number; channelId: string }) {
  const form = Form.useFormInstance<ChannelSettings>();
  const menuType = Form.useWatch([...LIST, name, 'menuType'], form) as number | undefined;
  const info = menuTypeInfo(menuType ?? 0);
  const fields = info?.fields ?? [];
  return (
    <div className="editor-body">
      <div className="editor-grid editor-grid-menu">
        <Form.Item label="Action" name={[name, 'menuType']} tooltip={info?.help}>
          <Select options={MENU_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item label="Chip label" name={[name, 'menuName']}>
          <Input maxLength={64} placeholder="e.g. Track my order" />
        </Form.Item>
        <Form.Item label="Chip colour" name={[name, 'background']}>
          <ColorField allowClear />
        </Form.Item>
        <Form.Item label="Text colour" name={[name, 'color']}>
          <ColorField allowClear />
        </Form.Item>
      </div>
      {fields.length > 0 && (
        <div className="editor-grid">
          {fields.includes('msgText') && (
            <Form.Item
              label={menuType === 7 ? 'Answer shown' : 'Question sent'}
              name={[name, 'msgText']}
              tooltip={menuType === 7 ? undefined : 'Empty: the chip label is sent.'}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 5 }} maxLength={2000} />
            </Form.Item>
          )}
          {fields.includes('docId') && (
            <Form.Item
              label="Answer with document"
              name={[name, 'docId']}
              tooltip="Optional: this document answers at once, without searching."
            >
              <DocPicker channelId={channelId} placeholder="Optional" />
            </Form.Item>
          )}
          {fields.includes('labelLink') && (
            <Form.Item label="Link" name={[name, 'labelLink']}>
              <Input placeholder="https://" maxLength={2000} />
            </Form.Item>
          )}
        </div>
      )}
    </div>
  );
}
