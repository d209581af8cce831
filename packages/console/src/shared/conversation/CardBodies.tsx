import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { FormOutlined, LinkOutlined, ShoppingOutlined, ProfileOutlined } from '@ant-design/icons';
import { MsgType, parseCard, safeUrl, type CardMsgType, type FormCard } from '@parley/protocol';
import { useTranslation } from 'react-i18next';

/** Goods (7), order (8) and rich link (9) cards: the JSON in msgContent, read with the protocol's card schemas. */
export function CardBody({ msgType, content }: { msgType: CardMsgType; content: string }) {
  const { t } = useTranslation('conversation');
  if (msgType === MsgType.GOODS) {
    const c = parseCard(msgType, content);
    if (!c) return <Unreadable content={content} />;
    return (
      <Card kind={t('card.goods')} icon={<ShoppingOutlined />} img={c.imgUrl} href={c.fromUrl} action={t('card.viewProduct')}>
        <div className="card-title">{c.title}</div>
        {c.describe && <div className="card-desc">{c.describe}</div>}
        {c.label && <div className="card-label">{c.label}</div>}
      </Card>
    );
  }
  if (msgType === MsgType.ORDER) {
    const c = parseCard(msgType, content);
    if (!c) return <Unreadable content={content} />;
    return (
      <Card
        kind={t('card.order')}
        icon={<ProfileOutlined />}
        img={c.imgUrl}
        href={c.fromUrl}
        action={t('card.viewOrder')}
        extra={c.orderStatus && <Tag color="blue">{c.orderStatus}</Tag>}
      >
        <div className="card-title">{c.title}</div>
        {c.describe && <div className="card-desc">{c.describe}</div>}
        <dl className="card-facts">
          {c.orderCode && (
            <>
              <dt>{t('card.orderNo')}</dt>
              <dd>{c.orderCode}</dd>
            </>
          )}
          {c.orderTime && (
            <>
              <dt>{t('card.ordered')}</dt>
              <dd>{c.orderTime}</dd>
            </>
          )}
        </dl>
      </Card>
    );
  }
  const c = parseCard(msgType, content);
  if (!c) return <Unreadable content={content} />;
  const host = hostOf(c.linkUrl);
  return (
    <Card
      kind={c.linkType || t('card.link')}
      icon={<LinkOutlined />}
      img={c.imgUrl}
      href={c.linkUrl}
      action={host ? t('card.openHost', { host }) : t('card.openLink')}
    >
      <div className="card-title">{c.title}</div>
      {c.subTitle && <div className="card-sub">{c.subTitle}</div>}
      {c.describe && <div className="card-desc">{c.describe}</div>}
    </Card>
  );
}

/** A card form sent to the visitor (msgType 3 from an agent): they fill it in on its own page. */
export function FormCardBody({ card }: { card: FormCard }) {
  const { t } = useTranslation('conversation');
  return (
    <Card kind={t('card.form')} icon={<FormOutlined />} img="" href="" action="">
      <div className="card-title">{card.title}</div>
      <div className="card-desc">{t('card.formHint')}</div>
    </Card>
  );
}

function Card({
  kind,
  icon,
  img,
  href,
  action,
  extra,
  children,
}: {
  kind: string;
  icon: ReactNode;
  img: string;
  href: string;
  action: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const src = safeUrl(img);
  const link = safeUrl(href);
  return (
    <div className="msg-card">
      <div className="card-kind">
        {icon} <span>{kind}</span>
        <span className="shell-spacer" />
        {extra}
      </div>
      <div className="card-main">
        {src && <img className="card-img" src={src} alt="" loading="lazy" />}
        <div className="card-text">{children}</div>
      </div>
      {link && (
        <a className="card-action" href={link} target="_blank" rel="noopener noreferrer">
          {action}
        </a>
      )}
    </div>
  );
}

/** A card whose JSON does not fit its type is shown as the text it is, never dropped. */
const Unreadable = ({ content }: { content: string }) => <span className="msg-text">{content}</span>;

function hostOf(url: string): string {
  try {
    return /^https?:/i.test(url) ? new URL(url).host : '';
  } catch {
    return '';
  }
}
