import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import type { FlowDraftInput } from '@parley/protocol';
import { addNode, connect, disconnect, emptyFlow, moveNode, removeNode, replaceNode, toGraph } from './flowGraph';

const FLOW: FlowDraftInput = {
  flowId: 'f',
  name: 'F',
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'buttons',
      text: 'Pick',
      buttons: [
        { id: 'x', text: 'X', next: 'b' },
        { id: 'y', text: 'Y' },
      ],
      next: 'c',
      position: { x: 0, y: 0 },
    },
    { id: 'b', type: 'http', url: 'https://e.example', onError: 'c', branches: [{ variable: 'r.status', equals: '200', next: 'c' }] },
    { id: 'c', type: 'end', text: 'Bye' },
  ],
};

beforeAll(useEnglishTexts);
describe('flow editor model', () => {
  it('draws every edge field as an edge with its outlet and label', () => {
    const { nodes, edges } = toGraph(FLOW);
    expect(nodes.map((n) => [n.id, n.start, n.outlets.map((o) => o.id)])).toEqual([
      ['a', true, ['button:x', 'button:y']],
      ['b', false, ['error']],
      ['c', false, []],
    ]);
    expect(edges.map((e) => [e.source, e.outlet, e.target, e.label])).toEqual([
      ['a', 'next', 'c', ''],
      ['a', 'button:x', 'b', 'X'],
      ['b', 'branch:0', 'c', 'r.status = 200'],
      ['b', 'error', 'c', 'on error'],
    ]);
  });

  it('connects and disconnects by outlet; never a node to itself', () => {
    const withY = connect(FLOW, 'a', 'button:y', 'c');
    expect(toGraph(withY).edges.some((e) => e.id === 'a>button:y' && e.target === 'c')).toBe(true);
    expect(connect(FLOW, 'a', 'next', 'a')).toBe(FLOW);
    const noError = disconnect(FLOW, 'b', 'error');
    expect(toGraph(noError).edges.map((e) => e.id)).not.toContain('b>error');
    expect(toGraph(disconnect(FLOW, 'b', 'branch:0')).edges.map((e) => e.id)).not.toContain('b>branch:0');
    expect(toGraph(disconnect(FLOW, 'a', 'button:x')).edges.map((e) => e.id)).not.toContain('a>button:x');
  });

  it('adds nodes with fresh ids below the others, moves them, and removes them with the edges into them', () => {
    const { flow, id } = addNode(FLOW, 'text');
    expect(id).toBe('text1');
    expect(addNode(flow, 'text').id).toBe('text2');
    expect(flow.nodes.at(-1)?.position).toEqual({ x: 0, y: 140 });
    expect(moveNode(FLOW, 'c', { x: 10.4, y: 20.6 }).nodes[2]?.position).toEqual({ x: 10, y: 21 });
    const gone = removeNode(FLOW, 'c');
    expect(toGraph(gone).edges.map((e) => e.target)).toEqual(['b']);
    expect(removeNode(FLOW, 'a').start).toBe('b');
  });

  it('renaming a node carries the edges into it and the start along', () => {
    const renamed = replaceNode(FLOW, 'c', { id: 'done', type: 'end', text: 'Bye' });
    expect(toGraph(renamed).edges.map((e) => e.target)).toEqual(['done', 'b', 'done', 'done']);
    expect(replaceNode(FLOW, 'a', { ...FLOW.nodes[0]!, id: 'first' }).start).toBe('first');
    expect(emptyFlow('x', 'X').nodes).toHaveLength(2);
  });
});
