import { createPriceTag, formatPrice } from '@/price-tag.js';

test('formats cents as euros', () => {
  expect(formatPrice(1999)).toBe('€19.99');
});

test('builds a tag with the icon and the help text', () => {
  const tag = createPriceTag(500);
  expect(tag.textContent).toBe('€5.00');
  expect(tag.title).toBe('Prices include VAT.');
  expect(tag.querySelector('img').getAttribute('src')).toBe('tag.svg');
});
