import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { CARD_KINDS, cardFieldLabel, cardFieldPlaceholder, cardPayload, type CardKindName } from '../model/cardForm';
import { useTranslation } from 'react-i18next';

interface Props {
  kind: CardKindName | null;
  onClose(): void;
  /** The card as it travels: its msgType and the JSON text for msgContent. */
  onSend(msgType: number, msgContent: string): void;
}

/** One form per card kind; the fields and their rules come from model/cardForm (and the protocol's card schemas). */
export function CardFormModal({ kind, onClose, onSend }: Props) {
  const { t } = useTranslation('inbox');
  const [form] = Form.useForm<Record<string, string>>();
  useEffect(() => {
    if (kind) form.resetFields();
  }, [kind, form]);
  const spec = kind ? CARD_KINDS[kind] : null;

  function submit(values: Record<string, string>) {
    if (!kind) return;
    const r = cardPayload(kind, values);
    if (!r.ok) {
      form.setFields(Object.entries(r.errors).map(([name, error]) => ({ name, errors: [error] })));
      return;
    }
    onSend(r.msgType, r.msgContent);
    onClose();
  }

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`card.${kind}.dialog`) : ''}
      okText={t('card.send')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {kind && spec && (
        <Form form={form} layout="vertical" onFinish={submit} className="card-form" aria-label={t(`card.${kind}.dialog`)}>
          {spec.fields.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={cardFieldLabel(kind, f.name)}
              required={f.required}
              className={f.half ? 'half' : undefined}
            >
              {f.kind === 'long' ? (
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} placeholder={cardFieldPlaceholder(kind, f)} />
              ) : (
                <Input placeholder={cardFieldPlaceholder(kind, f)} inputMode={f.kind === 'url' ? 'url' : undefined} />
              )}
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
