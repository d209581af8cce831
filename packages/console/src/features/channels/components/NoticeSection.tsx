import { Form, Input, Switch } from 'antd';
import { flagProps } from './fields';
import { useTranslation } from 'react-i18next';

/** The scrolling notice bar and whether earlier conversations show. */
export function NoticeSection() {
  const { t } = useTranslation('channels');
  const on = Form.useWatch('noticeMode') === 1;
  return (
    <div className="channel-fields">
      <Form.Item
        label={t('noticeSection.showANoticeBar')}
        name="noticeMode"
        {...flagProps}
        extra={t('noticeSection.aLineThatScrollsUnder')}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={t('noticeSection.notice')} name="noticeMsg">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount disabled={!on} />
      </Form.Item>
      <Form.Item
        label={t('noticeSection.hideEarlierConversations')}
        name="historyHideFlag"
        {...flagProps}
        extra={t('noticeSection.returningVisitorsStartWithAn')}
      >
        <Switch />
      </Form.Item>
    </div>
  );
}
