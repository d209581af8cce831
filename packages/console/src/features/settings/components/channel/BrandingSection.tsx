import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { LOCALES } from '@parley/protocol';
import { BrandingPreview } from './BrandingPreview';
import { ColorField, flagProps } from './fields';

const localeOptions = [{ value: '', label: 'The visitor’s browser language' }, ...LOCALES.map((l) => ({ value: l, label: l }))];

/** Title, colours, images and size of the widget, beside a live preview. */
export function BrandingSection() {
  return (
    <div className="channel-split">
      <div className="channel-fields">
        <Form.Item label="Title" name="titleDesc" extra="Shown in the chat header; the robot name is used when empty.">
          <Input maxLength={200} placeholder="e.g. Lumen Home Support" />
        </Form.Item>
        <Form.Item label="Language" name="language">
          <Select options={localeOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label="Main colour" name="mainColor" tooltip="Buttons, the header and the send button">
            <ColorField />
          </Form.Item>
          <Form.Item label="Link colour" name="cusColor">
            <ColorField />
          </Form.Item>
          <Form.Item label="Visitor bubble" name="kitBgcolor">
            <ColorField />
          </Form.Item>
          <Form.Item label="Visitor text" name="kitTxcolor">
            <ColorField />
          </Form.Item>
        </div>
        <div className="form-pair">
          <Form.Item label="Show the navigation bar" name="navigationBarShowFlag" {...flagProps}>
            <Switch />
          </Form.Item>
          <Form.Item label="Navigation bar colour" name="navigationBarColor" tooltip="Empty: the main colour">
            <ColorField allowClear />
          </Form.Item>
        </div>
        <Form.Item label="Header avatar URL" name="avatar">
          <Input placeholder="https://…/logo.png" maxLength={2000} />
        </Form.Item>
        <Form.Item label="Robot icon URL" name="robotIcon">
          <Input placeholder="https://…/robot.png" maxLength={2000} />
        </Form.Item>
        <Form.Item label="Chat background image URL" name="backgroundImage">
          <Input placeholder="None" maxLength={2000} />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label="Desktop width" name="mainWidth">
            <InputNumber min={0} max={4000} suffix="px" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Desktop height" name="mainHeight">
            <InputNumber min={0} max={4000} suffix="px" style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </div>
      <BrandingPreview />
    </div>
  );
}
