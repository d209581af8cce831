import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminAgent, Group } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchAdminAgents } from '../api/fetchAdminAgents';
import { fetchAdminGroups } from '../../../shared/admin/api/fetchAdminGroups';
import { saveGroup } from '../api/saveGroup';
import '../../../shared/admin/admin.css';
import { useTranslation } from 'react-i18next';

interface Values {
  groupName: string;
  agentIds: number[];
}

/** Groups route visitors who pick one (groupMode) to the agents in it. */
export function GroupsSettings() {
  const { t } = useTranslation('team');
  const { message } = AntApp.useApp();
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [agents, setAgents] = useState<AdminAgent[]>([]);
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  const load = useCallback(() => {
    Promise.all([fetchAdminGroups(), fetchAdminAgents()]).then(
      ([g, a]) => {
        setGroups(g);
        setAgents(a);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [message]);
  useEffect(load, [load]);

  function open(g: Group | 'new') {
    setEditing(g);
    form.setFieldsValue(g === 'new' ? { groupName: '', agentIds: [] } : { groupName: g.groupName, agentIds: g.agentIds });
  }

  async function submit(values: Values) {
    setBusy(true);
    try {
      await saveGroup(editing === 'new' || editing === null ? null : editing.groupId, values);
      void message.success(t('groupsSettings.groupSaved'));
      setEditing(null);
      load();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const nick = (id: number) => agents.find((a) => a.agentId === id)?.nickname ?? `#${id}`;
  return (
    <>
      <div className="settings-bar">
        <span className="settings-hint">{t('groupsSettings.visitorsChoosingAGroupAre')}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('groupsSettings.newGroup')}
        </Button>
      </div>
      <Table<Group>
        rowKey="groupId"
        loading={groups === null}
        dataSource={groups ?? []}
        pagination={false}
        locale={{ emptyText: t('groupsSettings.noGroupsYet') }}
        onRow={(g) => ({ onClick: () => open(g), className: 'settings-row' })}
        columns={[
          { title: t('groupsSettings.group'), dataIndex: 'groupName', width: 220, render: (n: string) => <strong>{n}</strong> },
          {
            title: t('groupsSettings.members'),
            key: 'members',
            render: (_, g) =>
              g.agentIds.length ? g.agentIds.map((id) => <Tag key={id}>{nick(id)}</Tag>) : <span className="settings-sub">nobody</span>,
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('groupsSettings.newGroup') : t('groupsSettings.editGroup')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('groupsSettings.save')}
        confirmLoading={busy}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            label={t('groupsSettings.name')}
            name="groupName"
            rules={[{ required: true, whitespace: true, message: t('groupsSettings.nameTheGroup') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t('groupsSettings.members')} name="agentIds">
            <Select
              mode="multiple"
              placeholder={t('groupsSettings.pickAgents')}
              showSearch={{ optionFilterProp: 'label' }}
              options={agents.map((a) => ({ value: a.agentId, label: a.nickname }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
