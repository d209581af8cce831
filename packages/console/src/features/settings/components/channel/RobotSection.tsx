import { Form, Input, Radio, Select, Switch } from 'antd';
import { flagProps } from './fields';

const transferChoices = [
  { value: 0, label: 'Nothing' },
  { value: 1, label: 'Offer a “Talk to a person” button' },
  { value: 2, label: 'Transfer automatically after 1 s' },
];

/** The robot's name and greeting, answer feedback, and when its answers lead to a person. */
export function RobotSection() {
  return (
    <div className="channel-fields">
      <Form.Item label="Robot name" name="robotName" rules={[{ required: true, whitespace: true, message: 'Name the robot' }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label="Welcome message" name="robotWelcomeMsg" extra="The robot’s first message; the FAQ follows it.">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item label="Like / dislike on answers" name="commentDocMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label="After a confident answer" name="robotAnswerTransferUserMode" extra="Visitors can still ask for a person in words.">
        <Radio.Group options={transferChoices.slice(0, 2)} />
      </Form.Item>
      <Form.Item label="After a “did you mean” list" name="robotGuideTransferUserMode">
        <Radio.Group options={transferChoices} />
      </Form.Item>
      <Form.Item label="When the robot has no answer" name="robotUnknownTransferUserMode">
        <Radio.Group options={transferChoices} />
      </Form.Item>
      <Form.Item
        label="Words that ask for a person"
        name="robotTransferKeywords"
        extra="A question containing one of these goes to an agent (when transfer is on). English words match whole; Chinese anywhere in the question."
      >
        <Select mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} placeholder="Type a word and press Enter" aria-label="Words that ask for a person" />
      </Form.Item>
    </div>
  );
}
