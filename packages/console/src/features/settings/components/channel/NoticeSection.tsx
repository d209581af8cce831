import { Form, Input, Switch } from 'antd';
import { flagProps } from './fields';

/** The scrolling notice bar and whether earlier conversations show. */
export function NoticeSection() {
  const on = Form.useWatch('noticeMode') === 1;
  return (
    <div className="channel-fields">
      <Form.Item
        label="Show a notice bar"
        name="noticeMode"
        {...flagProps}
        extra="A line that scrolls under the header, for holidays or delays."
      >
        <Switch />
      </Form.Item>
      <Form.Item label="Notice" name="noticeMsg">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount disabled={!on} />
      </Form.Item>
      <Form.Item
        label="Hide earlier conversations"
        name="historyHideFlag"
        {...flagProps}
        extra="Returning visitors start with an empty chat instead of pulling down for history."
      >
        <Switch />
      </Form.Item>
    </div>
  );
}
