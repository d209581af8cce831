import { flowDraftSchema, type FlowDraft } from '@parley/protocol';

/**
 * The demo tenant's return request (issue 20 item 5), entered from the quick menu's "Return an item" chip or by saying so:
 * the reason as buttons, then the order and contact details in a form, then an agent with every answer.
 */
export const DEMO_RETURN_FLOW: FlowDraft = flowDraftSchema.parse({
  flowId: 'returns',
  name: 'Return request',
  // S-FL16: also started by what a visitor says, as the quick menu's chip starts it.
  trigger: {
    docIds: [],
    keywords: [],
    phrases: ['I want to return an item', 'I would like to send something back', 'start a return', '我要退货', '我想申请退货'],
    menu: true,
  },
  params: [{ key: 'name', variable: 'customerName' }],
  start: 'welcome',
  nodes: [
    {
      id: 'welcome',
      type: 'text',
      text: 'Sorry the item did not work out. I will take down your return in two quick steps.',
      next: 'reason',
      position: { x: 0, y: 0 },
    },
    {
      id: 'reason',
      type: 'buttons',
      text: 'Why are you returning it?',
      variable: 'reason',
      buttons: [
        { id: 'damaged', text: 'Arrived damaged', value: 'damaged', next: 'details' },
        { id: 'wrong', text: 'Wrong item or size', value: 'wrong', next: 'details' },
        { id: 'changed', text: 'Changed my mind', value: 'changed', next: 'window' },
      ],
      position: { x: 0, y: 140 },
    },
    {
      id: 'window',
      type: 'text',
      text: 'No problem: unused items can be returned within 30 days of delivery.',
      next: 'details',
      position: { x: 320, y: 260 },
    },
    {
      id: 'details',
      type: 'form',
      text: 'Which order is it?',
      submitLabel: 'Send',
      fields: [
        { name: 'orderNo', label: 'Order number', required: true },
        { name: 'email', label: 'E-mail', required: true },
        { name: 'note', label: 'Anything else we should know?', fieldType: 2 },
      ],
      next: 'agent',
      position: { x: 0, y: 400 },
    },
    {
      id: 'agent',
      type: 'handoff',
      text: 'Thank you. I am passing your return for order {{orderNo}} to a colleague, who will take it from here.',
      question: 'Return request for order {{orderNo}} ({{reason}}): please arrange the return.',
      position: { x: 0, y: 560 },
    },
  ],
});
