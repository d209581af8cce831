const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The admins' mail when a webhook was paused after 24 hours of failed deliveries, in the workspace's language. */
export function pausedMail(locale: string, url: string, link: string): { subject: string; text: string; html: string } {
  const zh = locale.toLowerCase().startsWith('zh');
  const subject = zh ? 'Webhook 已暂停：24 小时投递失败' : 'A webhook was paused after 24 hours of failed deliveries';
  const lines = zh
    ? [
        `发往 ${url} 的 Webhook 已连续 24 小时投递失败，现已暂停，不再发送新事件。`,
        `请修复接收端后，在控制台的“设置 → Webhooks”中恢复：${link}`,
        '暂停期间的事件可在投递日志中重新发送。',
      ]
    : [
        `Deliveries to ${url} have failed for 24 hours, so this webhook is now paused and receives no new events.`,
        `Fix the receiver, then resume it in the console under Settings → Webhooks: ${link}`,
        'Events in the delivery log can be sent again from there.',
      ];
  return { subject, text: lines.join('\n\n'), html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n') };
}
