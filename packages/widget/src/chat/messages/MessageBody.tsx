/**
 * The body of a message by msgType (W-MT1): one component per type. Everything past text and images is its own
 * chunk, fetched when a conversation first shows that type, so the first screen stays small.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { MsgType, SenderType } from '@parley/protocol';
import type { UiMessage } from '../../session/types';
import { RichText } from '../RichText';
import { HtmlMessage } from './HtmlMessage';
import { ImageMessage } from './ImageMessage';
import { MessageExtras } from './MessageExtras';
import './media.css';
import { withAntd } from '../../i18n';

const VideoMessage = lazy(() => import('./VideoMessage'));
const AudioMessage = lazy(() => import('./AudioMessage'));
const FileMessage = lazy(() => import('./FileMessage'));
const GoodsMessage = lazy(() => import('./GoodsMessage'));
const OrderMessage = lazy(() => import('./OrderMessage'));
const LinkMessage = lazy(() => import('./LinkMessage'));
const CardMessage = lazy(() => import('./CardMessage'));
// W-SH10: the in-chat form's fields are antd-mobile's.
const FormMessage = lazy(withAntd(() => import('./FormMessage')));

/** Media, files and cards bring their own frame: the coloured bubble around them would only add noise. */
const FRAMED = new Set<number>([
  MsgType.IMAGE,
  MsgType.VIDEO,
  MsgType.AUDIO,
  MsgType.FILE,
  MsgType.GOODS,
  MsgType.ORDER,
  MsgType.RICH_LINK,
  MsgType.FORM,
]);

/** Robot answers of type 3 keep their own body (RobotAnswer); an agent's type 3 is a card (W-MT5). */
export const isFramed = (m: Pick<UiMessage, 'msgType' | 'senderType'>) =>
  FRAMED.has(m.msgType) || (m.msgType === MsgType.CARD && m.senderType !== SenderType.ROBOT);

function body(m: UiMessage): ReactNode {
  switch (m.msgType) {
    case MsgType.IMAGE:
      return <ImageMessage message={m} />;
    case MsgType.VIDEO:
      return <VideoMessage message={m} />;
    case MsgType.AUDIO:
      return <AudioMessage message={m} />;
    case MsgType.FILE:
      return <FileMessage message={m} />;
    case MsgType.GOODS:
      return <GoodsMessage message={m} />;
    case MsgType.ORDER:
      return <OrderMessage message={m} />;
    case MsgType.RICH_LINK:
      return <LinkMessage message={m} />;
    case MsgType.CARD:
      return <CardMessage message={m} />;
    case MsgType.FORM:
      return <FormMessage message={m} />;
    case MsgType.HTML:
      return <HtmlMessage html={m.msgContent} />;
    default:
      // W-MT1: text, and any type this build does not know, is escaped text with its links.
      return <RichText text={m.msgContent} />;
  }
}

export function MessageBody({ message }: { message: UiMessage }) {
  return (
    <>
      <Suspense fallback={<span className="pw-media-loading" aria-hidden />}>{body(message)}</Suspense>
      <MessageExtras message={message} />
    </>
  );
}
