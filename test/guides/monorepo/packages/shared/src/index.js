export function formatPrice(cents, options = {}) {
  const currency = options.currency ?? 'EUR';
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}

export function greet(user) {
  return `Hello, ${user?.name ?? 'guest'}!`;
}
