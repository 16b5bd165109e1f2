import { formatPrice, greet } from '@acme/shared';

document.body.textContent = `${greet({ name: 'shopper' })} Today's deal: ${formatPrice(1999)}`;
