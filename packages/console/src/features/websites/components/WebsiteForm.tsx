import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { LOCALES, type AdminChannel, type Locale } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { suggestedOrigins } from '../model/installCheck';

export interface WebsiteFormValues {
  name: string;
  websiteUrl: string;
  embedOrigins: string[];
  language: Locale | '';
  mainColor: string;
  starterDocs: boolean;
}

interface Props {
  /** The website edited, or null for a new one. */
  editing: AdminChannel | null;
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onSubmit(values: WebsiteFormValues): void;
}

/** A stored language the list offers, or the browser's (''). */
const localeOf = (l: string): Locale | '' => ((LOCALES as readonly string[]).includes(l) ? (l as Locale) : '');

/** A website's name, address, the sites that may embed its chat, language and colour; new ones may start with example answers. */
export function WebsiteForm({ editing, open, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation('websites');
  const [form] = Form.useForm<WebsiteFormValues>();
  const websiteUrl = Form.useWatch('websiteUrl', form) ?? '';

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { ...editing, language: localeOf(editing.language), starterDocs: false }
        : { name: '', websiteUrl: '', embedOrigins: [], language: '', mainColor: '#1f6feb', starterDocs: true },
    );
  }, [open, editing, form]);

  const suggestions = suggestedOrigins(websiteUrl);
  return (
    <Modal
      open={open}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.newTitle')}
      okText={editing ? t('form.save') : t('form.create')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="website" layout="vertical" requiredMark={false} onFinish={onSubmit}>
        <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
          <Input maxLength={100} placeholder={t('form.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="websiteUrl"
          label={t('form.websiteUrl')}
          rules={[{ pattern: /^$|^https?:\/\/\S+$/i, message: t('form.websiteUrlInvalid') }]}
        >
          <Input maxLength={500} placeholder="https://shop.example" inputMode="url" />
        </Form.Item>
        <Form.Item name="embedOrigins" label={t('form.embedOrigins')} extra={t('form.embedOriginsHint')}>
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            aria-label={t('form.embedOrigins')}
            placeholder="https://shop.example"
            options={suggestions.map((o) => ({ value: o, label: o }))}
          />
        </Form.Item>
        <div className="form-pair">
          <Form.Item name="language" label={t('form.language')}>
            <Select
              aria-label={t('form.language')}
              options={[{ value: '', label: t('form.languageAuto') }, ...LOCALES.map((l) => ({ value: l, label: l }))]}
            />
          </Form.Item>
          <Form.Item name="mainColor" label={t('form.mainColor')} rules={[{ pattern: /^#[0-9a-f]{6}$/i, message: t('form.colorInvalid') }]}>
            <Input type="color" aria-label={t('form.mainColor')} className="website-color" />
          </Form.Item>
        </div>
        {!editing && (
          <Form.Item name="starterDocs" valuePropName="checked" extra={t('form.starterDocsHint')}>
            <Checkbox>{t('form.starterDocs')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
