import { Form, Switch } from 'antd';
import { flagProps } from './fields';

/** Which attach buttons the visitor's message box offers. */
export function UploadsSection() {
  return (
    <div className="channel-fields">
      <p className="settings-hint channel-intro">
        Visitors can send what these buttons allow; files are checked for size and type on the server either way.
      </p>
      <Form.Item label="Images" name="imageButtonFlag" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label="Videos" name="videoButtonFlag" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label="Other files" name="fileButtonFlag" {...flagProps}>
        <Switch />
      </Form.Item>
    </div>
  );
}
