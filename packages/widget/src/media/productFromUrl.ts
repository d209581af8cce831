/**
 * The product the visitor was looking at, from the widget's URL (issue 5 item 5, chat-session.md §4 "optional
 * product card from query values"). Query names, documented in CONTEXT.md and docs/decisions.md:
 *   goodsTitle (required), goodsImg → imgUrl, goodsPrice → label, goodsDesc → describe, goodsUrl → fromUrl.
 * The values pass the protocol's goods card rules (a bad link drops the whole card: it would be refused anyway).
 */
import type { GoodsCard } from '@parley/protocol';
import { readGoods } from './cards';

export const PRODUCT_QUERY = {
  title: 'goodsTitle',
  imgUrl: 'goodsImg',
  label: 'goodsPrice',
  describe: 'goodsDesc',
  fromUrl: 'goodsUrl',
} as const;

export function productFromUrl(query: URLSearchParams): GoodsCard | null {
  const title = query.get(PRODUCT_QUERY.title)?.trim();
  if (!title) return null;
  const get = (name: string) => query.get(name) ?? undefined;
  return readGoods({
    title,
    imgUrl: get(PRODUCT_QUERY.imgUrl),
    label: get(PRODUCT_QUERY.label),
    describe: get(PRODUCT_QUERY.describe),
    fromUrl: get(PRODUCT_QUERY.fromUrl),
  });
}
