import type { KbButton, KbDocument } from '@parley/protocol';

/** The demo tenant's knowledge base: Lumen Home, a small shop. demo-1..demo-6 are the channel's FAQ entries. */
const doc = (
  docId: string,
  category: string,
  question: string,
  similarQuestions: string[],
  answer: string,
  buttons: KbButton[] = [],
): KbDocument => ({
  docId,
  category,
  question,
  similarQuestions,
  answer,
  lang: 'en',
  enabled: true,
  buttons,
});

export const DEMO_KB: KbDocument[] = [
  doc(
    'demo-1',
    'Returns',
    'How do I return an item?',
    ['Can I send back something I bought?', 'Return policy', 'What is the return window?'],
    '<p>You can return most items within <b>30 days</b> of delivery. Open <i>My orders</i>, choose the order and press <b>Return</b>; we e-mail you a free return label. See <a href="https://lumen.example/help/returns">our returns page</a>.</p>',
  ),
  doc(
    'demo-2',
    'Delivery',
    'When will my order arrive?',
    ['How long does delivery take?', 'Delivery time', 'How many days until I get my parcel?'],
    '<p>Orders placed before 16:00 ship the same working day. Standard delivery takes 2–4 working days; express takes 1 working day.</p>',
    [
      { text: 'Track my parcel', docId: 'demo-8' },
      { text: 'Shipping costs', docId: 'demo-9' },
    ],
  ),
  doc(
    'demo-3',
    'Delivery',
    'How do I change my delivery address?',
    ['I entered the wrong address', 'Update the shipping address of an order', 'Can I send my order somewhere else?'],
    '<p>While the order shows <i>Processing</i> you can edit the address under <i>My orders</i>. Once it has shipped, ask an agent and we will try to redirect the parcel with the courier.</p>',
  ),
  doc(
    'demo-4',
    'Payment',
    'Which payment methods do you accept?',
    ['Can I pay by credit card?', 'Do you take PayPal?', 'Payment options'],
    '<p>We accept Visa, Mastercard, American Express, PayPal, Apple Pay and bank transfer. Your card is charged when the order ships.</p>',
  ),
  doc(
    'demo-5',
    'Invoices',
    'How do I get an invoice?',
    ['Where can I download my invoice?', 'I need a VAT invoice for my company', 'Receipt for my purchase'],
    '<p>An invoice is attached to the shipping confirmation e-mail. You can also download it as a PDF under <i>My orders → Invoice</i>. For a company invoice, add your VAT number at checkout.</p>',
  ),
  doc(
    'demo-6',
    'Warranty',
    'How long is the warranty?',
    ['Is my lamp still under warranty?', 'Warranty period', 'What does the guarantee cover?'],
    '<p>Every Lumen Home product has a <b>2-year warranty</b> against manufacturing defects; lighting products have 3 years. Keep your invoice as proof of purchase.</p>',
  ),
  doc(
    'demo-7',
    'Orders',
    'How do I cancel my order?',
    ['I ordered by mistake', 'Stop an order before it ships', 'Cancel a purchase'],
    '<p>You can cancel free of charge until the order ships: open <i>My orders</i> and press <b>Cancel</b>. The refund reaches your account within 3–5 working days.</p>',
  ),
  doc(
    'demo-8',
    'Delivery',
    'How can I track my parcel?',
    ['Where is my package?', 'Tracking number', 'Follow my shipment'],
    '<p>The shipping confirmation e-mail has a tracking link. You can also see the live status under <i>My orders → Track</i>.</p>',
  ),
  doc(
    'demo-9',
    'Delivery',
    'How much does shipping cost?',
    ['Is delivery free?', 'Shipping fees', 'Free shipping threshold'],
    '<p>Delivery is free on orders over €50. Below that, standard delivery costs €4.95 and express €9.95.</p>',
  ),
  doc(
    'demo-10',
    'Support',
    'How can I talk to a person?',
    ['Contact customer service', 'Support opening hours', 'Phone number of the shop'],
    '<p>Our agents chat with you every day from 9:00 to 18:00; just ask for an agent here. You can also call +00 123 456 789 or write to care@lumen.example.</p>',
  ),
];
