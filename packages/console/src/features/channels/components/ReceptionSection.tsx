import { Alert, Divider, Form, Input, Radio, Switch } from 'antd';
import type { ChannelSettings, Group } from '@parley/protocol';
import { queueMsgLacksPosition } from '../model/settingsValidation';
import { GroupConfigSelect, flagProps } from './fields';
import { useTranslation } from 'react-i18next';

// Named by the channels texts' receptionSection.modes.<value>.
const RECEIVE_MODES = [0, 1, 2, 3];

interface Props {
  groups: Group[];
}

/** Who greets visitors, how they reach agents (groups, queue) and what agents' automatic messages say. */
export function ReceptionSection({ groups }: Props) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const groupMode = Form.useWatch('groupMode') === 1;
  const queue = {
    userQueueMode: Form.useWatch('userQueueMode', { form, preserve: true }) ?? 0,
    userQueueMsg: Form.useWatch('userQueueMsg', { form, preserve: true }) ?? '',
  };
  const welcome = Form.useWatch('adminWelcomeMode', { form, preserve: true }) === 1;
  const offline = Form.useWatch('adminOfflineMode', { form, preserve: true }) === 1;
  const close = Form.useWatch('adminCloseMode', { form, preserve: true }) === 1;
  return (
    <div className="channel-fields">
      <Form.Item label={t('receptionSection.whenAChatOpens')} name="receiveMode">
        <Radio.Group className="radio-stack">
          {RECEIVE_MODES.map((m) => (
            <Radio key={m} value={m}>
              <strong>{t(`receptionSection.modes.${m}.label`)}</strong>
              <span className="radio-help">{t(`receptionSection.modes.${m}.help`)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('receptionSection.talkToAPersonIn')}
        name="transferUserMode"
        {...flagProps}
        extra={t('receptionSection.alsoLetsTheRobotHand')}
      >
        <Switch />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('receptionSection.groups')}
      </Divider>
      <Form.Item label={t('receptionSection.letVisitorsChooseAGroup')} name="groupMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item
        label={t('receptionSection.groupsOffered')}
        name="groupConfig"
        extra={groups.length ? t('receptionSection.noneChosenOffersEveryGroup') : t('receptionSection.noGroupsYetCreateThem')}
      >
        <GroupConfigSelect groups={groups} />
      </Form.Item>
      {!groupMode && <p className="settings-sub channel-note">{t('receptionSection.groupChoiceIsOffThe')}</p>}
      <Divider titlePlacement="start" plain>
        {t('receptionSection.queue')}
      </Divider>
      <Form.Item label={t('receptionSection.tellQueuedVisitorsTheirPlace')} name="userQueueMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label={t('receptionSection.queueMessage')} name="userQueueMsg" extra={t('receptionSection.isReplacedByTheVisitor')}>
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={2000}
          disabled={queue.userQueueMode !== 1}
          placeholder={t('receptionSection.allOurAgentsAreBusy')}
        />
      </Form.Item>
      {queueMsgLacksPosition(queue) && (
        <Alert className="channel-note" type="info" showIcon title={t('receptionSection.theMessageHasNoSo')} />
      )}
      <Divider titlePlacement="start" plain>
        {t('receptionSection.agentMessages')}
      </Divider>
      <Form.Item label={t('receptionSection.welcomeWhenAnAgentConnects')} name="adminWelcomeMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item name="adminWelcomeMsg" aria-label={t('receptionSection.agentWelcomeMessage')}>
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={2000}
          disabled={!welcome}
          placeholder={t('receptionSection.helloHowCanIHelp')}
        />
      </Form.Item>
      <Form.Item label={t('receptionSection.ownTextWhenNoAgent')} name="adminOfflineMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item name="adminOfflineMsg" aria-label={t('receptionSection.noAgentOnlineMessage')}>
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} disabled={!offline} />
      </Form.Item>
      <Form.Item label={t('receptionSection.messageWhenAnAgentEnds')} name="adminCloseMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item name="adminCloseMsg" aria-label={t('receptionSection.agentClosedMessage')}>
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} disabled={!close} />
      </Form.Item>
      <Form.Item label={t('receptionSection.outsideWorkingHours')} name="unWorkingMsg" extra={t('receptionSection.shownWhenAVisitorAsks')}>
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
      </Form.Item>
    </div>
  );
}
