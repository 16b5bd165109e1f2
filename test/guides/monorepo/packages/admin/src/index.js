import { formatPrice } from '@acme/shared';

document.body.textContent = `Revenue this week: ${formatPrice(1234500, { currency: 'USD' })}`;
