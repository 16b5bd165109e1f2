import { createPriceTag } from '@/price-tag.js';

document.body.append(createPriceTag(1999));
