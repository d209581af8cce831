import { Divider, Form, Input, Radio, Rate, Switch } from 'antd';
import type { ChannelSettings, StarLevel } from '@parley/protocol';
import { TagsText, flagProps } from './fields';

const CONFIG = 'evaluateConfig';

/** How visitors rate the robot and agents: stars or not, the solved question, and per-star guide, rules and labels. */
export function RatingSection() {
  const form = Form.useFormInstance<ChannelSettings>();
  const stars = (Form.useWatch([CONFIG, 'starList'], { form, preserve: true }) ?? []) satisfies StarLevel[];
  const model = Form.useWatch([CONFIG, 'evaluateModel'], form) as number | undefined;
  return (
    <div className="channel-fields channel-wide">
      <Form.Item
        label="Ask visitors to rate"
        name="evaluateMode"
        {...flagProps}
        extra="Adds “Rate the service” to the menu; agents can also invite a rating."
      >
        <Switch />
      </Form.Item>
      <div className="form-pair">
        <Form.Item label="Rating" name={[CONFIG, 'evaluateModel']}>
          <Radio.Group
            options={[
              { value: 1, label: 'Stars' },
              { value: 2, label: 'No stars' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Ask “was it solved?”" name={[CONFIG, 'evaluateAdminSolve']} {...flagProps}>
          <Switch />
        </Form.Item>
      </div>
      <Form.Item label="Invitation" name={[CONFIG, 'evaluateGuideMsg']}>
        <Input maxLength={500} />
      </Form.Item>
      <div className="form-pair">
        <Form.Item label="“Solved” choice" name={[CONFIG, 'select', 0, 'name']}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="“Not solved” choice" name={[CONFIG, 'select', 1, 'name']}>
          <Input maxLength={50} />
        </Form.Item>
      </div>
      <Divider titlePlacement="start" plain>
        Per star
      </Divider>
      <div className={model === 2 ? 'channel-dimmed' : undefined}>
        <div className="star-table" role="table" aria-label="Per-star rules">
          <div className="star-row star-head" role="row">
            <span role="columnheader">Stars</span>
            <span role="columnheader">Guide</span>
            <span role="columnheader">Comment required</span>
            <span role="columnheader">Label required</span>
            <span role="columnheader">Labels offered</span>
          </div>
          {stars.map((s, i) => (
            <div className="star-row" role="row" key={i}>
              <span role="cell">
                <Rate disabled value={s.star} count={5} className="star-rate" />
              </span>
              <Form.Item name={[CONFIG, 'starList', i, 'levelGuideMsg']} noStyle>
                <Input aria-label={`Guide for ${s.star} stars`} maxLength={200} />
              </Form.Item>
              <span role="cell">
                <Form.Item name={[CONFIG, 'starList', i, 'evaluateMsgRequired']} noStyle {...flagProps}>
                  <Switch size="small" aria-label={`Comment required at ${s.star} stars`} />
                </Form.Item>
              </span>
              <span role="cell">
                <Form.Item name={[CONFIG, 'starList', i, 'levelTagRequired']} noStyle {...flagProps}>
                  <Switch size="small" aria-label={`Label required at ${s.star} stars`} />
                </Form.Item>
              </span>
              <Form.Item name={[CONFIG, 'starList', i, 'levelTag']} noStyle>
                <TagsText />
              </Form.Item>
            </div>
          ))}
        </div>
      </div>
      <Form.Item label="Labels when the robot did not help" name={[CONFIG, 'robotTag']} className="channel-after-table">
        <TagsText />
      </Form.Item>
    </div>
  );
}
